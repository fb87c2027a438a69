import { randomUUID } from "node:crypto";

/**
 * FHIR R4 bundles for the ledger's FHIR feed tests (issue 35): per study an ImagingStudy, the ServiceRequest it is
 * based on and its DiagnosticReports, with a patient's reference and name where R4 puts them (subject), which the
 * ledger must never keep. References are written both ways the feed resolves: by fullUrl and by `Type/id`.
 */

export type Json = Record<string, unknown>;

export interface FhirStudy {
  accession: string;
  /** DICOM modality code (CT, MR...). */
  modality: string;
  /** The ServiceRequest's priority; null: none. */
  priority: string | null;
  started: string;
  preliminary?: string;
  /** The final report's issued time; null: no final report. */
  final: string | null;
  /** An amended report issued later, which must not move the final time. */
  amended?: string;
  /** Where the accession number is: on the ImagingStudy (default) or on its ServiceRequest. */
  accessionOn?: "study" | "request";
}

export const PATIENT = { reference: "Patient/pat-7731", display: "Jane Q. Testpatient" };
const V2_0203 = "http://terminology.hl7.org/CodeSystem/v2-0203";
const DCM = "http://dicom.nema.org/resources/ontology/DCM";
const LOINC_CT_REPORT = { coding: [{ system: "http://loinc.org", code: "18748-4", display: "Diagnostic imaging study" }] };

const accession = (value: string) => ({ type: { coding: [{ system: V2_0203, code: "ACSN" }] }, system: "urn:oid:1.2.840.99999.1", value });

/** An entry with a urn:uuid fullUrl. */
const entry = (resource: Json) => ({ fullUrl: `urn:uuid:${randomUUID()}`, resource });

/** The entries of one study: ServiceRequest, ImagingStudy, then its reports. */
export function studyEntries(s: FhirStudy, id: string): Json[] {
  const request = entry({
    resourceType: "ServiceRequest",
    id: `${id}-sr`,
    status: "completed",
    intent: "order",
    ...(s.priority ? { priority: s.priority } : {}),
    ...(s.accessionOn === "request" ? { identifier: [accession(s.accession)] } : {}),
    code: { text: `${s.modality} examination` },
    subject: PATIENT,
  });
  const study = entry({
    resourceType: "ImagingStudy",
    id: `${id}-is`,
    ...(s.accessionOn === "request" ? {} : { identifier: [accession(s.accession)] }),
    status: "available",
    modality: [{ system: DCM, code: s.modality }],
    subject: PATIENT,
    started: s.started,
    basedOn: [{ reference: request.fullUrl }],
    numberOfSeries: 1,
    numberOfInstances: 120,
  });
  const report = (status: string, issued: string) =>
    entry({ resourceType: "DiagnosticReport", status, code: LOINC_CT_REPORT, subject: PATIENT, imagingStudy: [{ reference: `ImagingStudy/${id}-is` }], issued, conclusion: "No acute findings." });
  return [
    request,
    study,
    ...(s.preliminary ? [report("preliminary", s.preliminary)] : []),
    ...(s.final ? [report("final", s.final)] : []),
    ...(s.amended ? [report("amended", s.amended)] : []),
  ];
}

export const bundleOf = (entries: Json[]): Json => ({ resourceType: "Bundle", type: "collection", entry: entries });

/** A bundle of the studies, their resources' ids made from `prefix`. */
export const fhirBundle = (studies: FhirStudy[], prefix: string) => bundleOf(studies.flatMap((s, i) => studyEntries(s, `${prefix}-${i}`)));

/** The bundle with one entry's resource changed (a deep copy). */
export function withResource(bundle: Json, index: number, change: (resource: Json) => void): Json {
  const copy = structuredClone(bundle);
  change((copy.entry as { resource: Json }[])[index]!.resource);
  return copy;
}

/** A time `hours` after the start of `day` (YYYY-MM-DD), as FHIR writes an instant. */
export const at = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000).toISOString().replace(".000Z", "Z");
