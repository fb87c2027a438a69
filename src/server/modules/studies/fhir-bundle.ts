import type { StudyInput } from "@/shared/contracts/studies";
import { MAX_BATCH_ROWS, type StudyColumn } from "@/shared/policy/studies";
import { Invalid } from "../../errors";
import type { FileRow } from "./csv";
import { fhirSchema } from "./fhir-schema";
import { rawOf } from "./rows";

/**
 * A FHIR R4 Bundle as the performance ledger reads it (docs/fhir-study-feed.md): checked against HL7's schema, then
 * one study per ImagingStudy entry, with its ServiceRequest's priority and its DiagnosticReports' issued times, as the
 * JSON batch's StudyInput. Nothing else of the bundle is kept: no subject, no name, and the accession number only as
 * the ingest's keyed hash. Every problem comes with its FHIR path.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A problem of the bundle: its entry's number (from 1; 0 for the bundle itself), the study column it touches, its FHIR path. */
export interface BundleProblem {
  line: number;
  column: StudyColumn | null;
  path: string;
  message: string;
}

/** One study row of the bundle, and where each of its columns came from (for the ingest's errors). */
export interface BundleStudy extends FileRow {
  paths: { study: string } & Partial<Record<StudyColumn, string>>;
}

/** The resources a bundle may hold (any other is refused: above all, no Patient). */
const TAKEN = new Set(["ImagingStudy", "ServiceRequest", "DiagnosticReport"]);
const V2_0203 = "http://terminology.hl7.org/CodeSystem/v2-0203";
const DCM = "http://dicom.nema.org/resources/ontology/DCM";

/** DICOM modality codes (CID 29) and the ledger's modality each is recorded as; PT and NM win in hybrid studies (PET/CT). */
export const DICOM_MODALITIES: Readonly<Record<string, string>> = {
  CT: "CT",
  MR: "MRI",
  CR: "X-ray",
  DX: "X-ray",
  DR: "X-ray",
  RG: "X-ray",
  US: "Ultrasound",
  MG: "Mammography",
  PT: "PET",
  NM: "SPECT",
  RF: "Fluoroscopy",
  BMD: "DEXA",
  IO: "Dental",
  PX: "Dental",
};
const HYBRID_FIRST = ["PT", "NM"];

/** FHIR request priorities and the ledger's tier each is recorded at (by tier name). */
export const FHIR_PRIORITIES: Readonly<Record<string, string>> = { stat: "Emergency", asap: "Urgent", urgent: "Urgent", routine: "Routine" };
const PRELIMINARY = new Set(["preliminary"]);
const FINAL = new Set(["final", "amended", "corrected", "appended"]);
const VOID_STUDY = new Set(["cancelled", "entered-in-error"]);

const TAKES = "RadBridge takes only ImagingStudy, ServiceRequest and DiagnosticReport resources, and never takes patient data";
export const FHIR_MESSAGES = {
  notJson: "The body is not JSON: send a FHIR R4 Bundle (Content-Type: application/fhir+json)",
  notABundle: (type: unknown) => `${typeof type === "string" ? `must be "Bundle", not "${type}"` : "is required"}: send a FHIR R4 Bundle. ${TAKES}`,
  resourceRequired: "is required: every entry holds an ImagingStudy, a ServiceRequest or a DiagnosticReport",
  notTaken: (type: string) => `is a ${type}: ${TAKES}`,
  containedNotTaken: (type: string) => `is a ${type}: a resource may contain only ServiceRequests. ${TAKES}`,
  noStudy: "holds no ImagingStudy: send one per study",
  tooMany: `holds more than ${MAX_BATCH_ROWS.toLocaleString("en-US")} ImagingStudies: send at most ${MAX_BATCH_ROWS.toLocaleString("en-US")} per bundle`,
  studyVoid: (status: string) => `is ${status}: leave the study out of the bundle`,
  accessionMissing: `lacks the accession number: an identifier whose type is ACSN (${V2_0203}), on the ImagingStudy or on its ServiceRequest`,
  accessionValue: "is required: it is the accession number",
  modalityMissing: "is required: the study's DICOM modality chooses the contract's service line",
  modalitySystem: `must be ${DCM}: the ledger reads DICOM modality codes`,
  modalityUnknown: (code: string) => `"${code}" is not a DICOM modality the ledger takes (${Object.keys(DICOM_MODALITIES).join(", ")})`,
  startedMissing: "is required: it is when the images were available to read",
  noServiceRequest: "must reference the study's ServiceRequest in this bundle: its priority gives the study's tier",
  priorityMissing: "is required: it gives the study's priority tier (routine, urgent, asap or stat)",
  noFinal: "lacks a final DiagnosticReport: one with status final, amended, corrected or appended whose imagingStudy references this ImagingStudy",
  issuedMissing: (status: string) => `is required: it is when the ${status} report was issued`,
  reportUnlinked: "is required: a report is matched to its ImagingStudy by it",
  reportStray: "does not reference an ImagingStudy entry of this bundle",
} as const;

/** A resource of the bundle: an entry's, or one contained in an entry's resource. */
interface Located {
  line: number;
  path: string;
  type: string;
  resource: Json;
  entry: boolean;
}

const without = (o: Json, key: string): Json => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);

/**
 * The bundle's resources after checking it against FHIR R4: the Bundle without its entries' resources against
 * `Bundle`, each resource (without its contained ones) against its own type, each contained one against its own.
 */
async function checkedResources(bundle: Json, problems: BundleProblem[]): Promise<Located[]> {
  const check = await fhirSchema();
  const add = (line: number, found: { path: string; message: string }[]) => {
    for (const p of found) problems.push({ line, column: null, ...p });
  };
  const entries = bundle.entry;
  add(0, check("Bundle", Array.isArray(entries) ? { ...bundle, entry: entries.map((e) => (isObject(e) ? without(e, "resource") : e)) } : bundle, "Bundle", "Bundle"));
  const located: Located[] = [];
  const refuse = (line: number, path: string, message: string) => problems.push({ line, column: null, path, message });
  for (const [index, entry] of list(entries).entries()) {
    const line = index + 1;
    const path = `Bundle.entry[${index}].resource`;
    // R4's schema lets an entry that is no object through (its definitions name no type): it holds nothing to read.
    if (!isObject(entry)) {
      refuse(line, `Bundle.entry[${index}]`, "must be an object");
      continue;
    }
    const resource = entry.resource;
    const type = isObject(resource) ? resource.resourceType : undefined;
    if (!isObject(resource)) refuse(line, path, resource === undefined ? FHIR_MESSAGES.resourceRequired : "must be an object");
    else if (typeof type !== "string") refuse(line, `${path}.resourceType`, "is required");
    else if (!TAKEN.has(type)) refuse(line, path, FHIR_MESSAGES.notTaken(type));
    else {
      add(line, check(type, Array.isArray(resource.contained) ? without(resource, "contained") : resource, path, type));
      located.push({ line, path, type, resource, entry: true });
      for (const [k, inner] of list(resource.contained).entries()) {
        const innerType = isObject(inner) ? inner.resourceType : undefined;
        if (innerType === "ServiceRequest") add(line, check("ServiceRequest", inner, `${path}.contained[${k}]`, "ServiceRequest"));
        else refuse(line, `${path}.contained[${k}]`, FHIR_MESSAGES.containedNotTaken(String(innerType ?? "resource without resourceType")));
      }
    }
  }
  return located;
}

/** Finds what a Reference points at: `#id` among the resource's contained ones, else an entry by fullUrl or `Type/id`. */
function resolver(bundle: Json, located: Located[]) {
  const byKey = new Map<string, Located>();
  const byLine = new Map(located.filter((l) => l.entry).map((l) => [l.line, l]));
  list(bundle.entry).forEach((entry, index) => {
    const found = byLine.get(index + 1);
    if (!found || !isObject(entry)) return;
    if (typeof entry.fullUrl === "string" && !byKey.has(entry.fullUrl)) byKey.set(entry.fullUrl, found);
    const key = `${found.type}/${String(found.resource.id)}`;
    if (typeof found.resource.id === "string" && !byKey.has(key)) byKey.set(key, found);
  });
  return (reference: unknown, from: Located): Located | undefined => {
    const ref = isObject(reference) ? text(reference.reference) : undefined;
    if (!ref) return undefined;
    if (ref.startsWith("#")) {
      const k = list(from.resource.contained).findIndex((c) => isObject(c) && c.id === ref.slice(1));
      const inner = list(from.resource.contained)[k];
      return isObject(inner) ? { line: from.line, path: `${from.path}.contained[${k}]`, type: String(inner.resourceType), resource: inner, entry: false } : undefined;
    }
    const tail = /([A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(\/_history\/[A-Za-z0-9\-.]{1,64})?$/.exec(ref);
    return byKey.get(ref) ?? (tail ? byKey.get(`${tail[1]}/${tail[2]}`) : undefined);
  };
}

/** The index of an identifier of type ACSN (the accession number) in a resource's identifiers, or -1. */
const accessionIndex = (resource: Json) =>
  list(resource.identifier).findIndex((id) => isObject(id) && isObject(id.type) && list(id.type.coding).some((c) => isObject(c) && c.system === V2_0203 && c.code === "ACSN"));

/** A report of a study: its issued time (missing: refused already) and that time's path. */
interface Report {
  issued: string | undefined;
  path: string;
}
const earliest = (reports: Report[]) =>
  reports.reduce<{ issued: string; path: string } | undefined>((a, r) => (r.issued && (!a || Date.parse(r.issued) < Date.parse(a.issued)) ? { issued: r.issued, path: r.path } : a), undefined);

/** Each study's preliminary and final reports: the DiagnosticReports of those statuses whose imagingStudy names it. */
function reportsOf(located: Located[], resolve: ReturnType<typeof resolver>, problems: BundleProblem[]) {
  const reports = new Map<Located, { preliminary: Report[]; final: Report[] }>();
  for (const report of located.filter((l) => l.type === "DiagnosticReport")) {
    const status = String(report.resource.status);
    const kind = PRELIMINARY.has(status) ? "preliminary" : FINAL.has(status) ? "final" : null;
    if (!kind) continue;
    const column = kind === "final" ? "final_report_at" : "preliminary_report_at";
    const issued = text(report.resource.issued);
    if (!issued) problems.push({ line: report.line, column, path: `${report.path}.issued`, message: FHIR_MESSAGES.issuedMissing(status) });
    const studies = list(report.resource.imagingStudy);
    if (!studies.length) problems.push({ line: report.line, column, path: `${report.path}.imagingStudy`, message: FHIR_MESSAGES.reportUnlinked });
    for (const [k, ref] of studies.entries()) {
      const study = resolve(ref, report);
      if (!study?.entry || study.type !== "ImagingStudy") {
        problems.push({ line: report.line, column, path: `${report.path}.imagingStudy[${k}]`, message: FHIR_MESSAGES.reportStray });
        continue;
      }
      const found = reports.get(study) ?? reports.set(study, { preliminary: [], final: [] }).get(study)!;
      found[kind].push({ issued, path: `${report.path}.issued` });
    }
  }
  return reports;
}

/** One ImagingStudy as the ledger's StudyInput, or its problems. */
function studyOf(study: Located, resolve: ReturnType<typeof resolver>, reports: ReturnType<typeof reportsOf>, problems: BundleProblem[]): BundleStudy | null {
  const { line, path: at, resource } = study;
  const before = problems.length;
  const problem = (column: StudyColumn | null, path: string, message: string) => problems.push({ line, column, path, message });
  const paths: BundleStudy["paths"] = { study: at };
  const status = String(resource.status);
  if (VOID_STUDY.has(status)) problem(null, `${at}.status`, FHIR_MESSAGES.studyVoid(status));

  const request = list(resource.basedOn)
    .map((ref) => resolve(ref, study))
    .find((r) => r?.type === "ServiceRequest");
  const priority = request && text(request.resource.priority);
  if (!request) problem("priority", `${at}.basedOn`, FHIR_MESSAGES.noServiceRequest);
  else if (!priority) problem("priority", `${request.path}.priority`, FHIR_MESSAGES.priorityMissing);
  else paths.priority = `${request.path}.priority`;

  const holder = accessionIndex(resource) >= 0 ? study : request && accessionIndex(request.resource) >= 0 ? request : undefined;
  const k = holder ? accessionIndex(holder.resource) : -1;
  const reference = holder ? text((list(holder.resource.identifier)[k] as Json).value) : undefined;
  if (!holder) problem("reference", `${at}.identifier`, FHIR_MESSAGES.accessionMissing);
  else if (!reference) problem("reference", `${holder.path}.identifier[${k}].value`, FHIR_MESSAGES.accessionValue);
  else paths.reference = `${holder.path}.identifier[${k}].value`;

  const codings = list(resource.modality);
  const codes = codings.map((c) => (isObject(c) ? c.code : undefined));
  const m = Math.max(0, codes.findIndex((c) => typeof c === "string" && HYBRID_FIRST.includes(c)));
  const coding = codings[m] as Json | undefined;
  const modality = coding && typeof coding.code === "string" ? DICOM_MODALITIES[coding.code] : undefined;
  if (!coding) problem("modality", `${at}.modality`, FHIR_MESSAGES.modalityMissing);
  else if (coding.system !== undefined && coding.system !== DCM) problem("modality", `${at}.modality[${m}].system`, FHIR_MESSAGES.modalitySystem);
  else if (typeof coding.code !== "string") problem("modality", `${at}.modality[${m}].code`, "is required");
  else if (!modality) problem("modality", `${at}.modality[${m}].code`, FHIR_MESSAGES.modalityUnknown(coding.code));
  else paths.modality = `${at}.modality[${m}].code`;

  const started = text(resource.started);
  if (!started) problem("images_available_at", `${at}.started`, FHIR_MESSAGES.startedMissing);
  else paths.images_available_at = `${at}.started`;

  const preliminary = earliest(reports.get(study)?.preliminary ?? []);
  const finals = reports.get(study)?.final ?? [];
  const final = earliest(finals);
  if (!finals.length) problem("final_report_at", at, FHIR_MESSAGES.noFinal);
  else if (final) paths.final_report_at = final.path;
  if (preliminary) paths.preliminary_report_at = preliminary.path;

  if (problems.length > before || !reference || !modality || !priority || !started || !final) return null;
  const input: StudyInput = {
    reference,
    modality,
    priority: FHIR_PRIORITIES[priority] ?? priority,
    imagesAvailableAt: started,
    preliminaryReportAt: preliminary?.issued ?? null,
    finalReportAt: final.issued,
    peerReview: null,
  };
  return { line, raw: rawOf(input), paths };
}

/** A request's body as JSON (the input guard has refused malformed JSON already; an empty body reaches here). */
export function parseBundle(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new Invalid(FHIR_MESSAGES.notJson);
  }
}

/** A bundle's studies, one per ImagingStudy entry (its entry's number is its row), or every problem found. */
export async function studiesOfBundle(body: unknown): Promise<{ ok: true; studies: BundleStudy[] } | { ok: false; problems: BundleProblem[] }> {
  if (!isObject(body) || body.resourceType !== "Bundle")
    return { ok: false, problems: [{ line: 0, column: null, path: "Bundle.resourceType", message: FHIR_MESSAGES.notABundle(isObject(body) ? body.resourceType : undefined) }] };
  const count = list(body.entry).filter((e) => isObject(e) && isObject(e.resource) && e.resource.resourceType === "ImagingStudy").length;
  if (count > MAX_BATCH_ROWS) return { ok: false, problems: [{ line: 0, column: null, path: "Bundle.entry", message: FHIR_MESSAGES.tooMany }] };
  const problems: BundleProblem[] = [];
  if (count === 0) problems.push({ line: 0, column: null, path: "Bundle.entry", message: FHIR_MESSAGES.noStudy });
  const located = await checkedResources(body, problems);
  if (problems.length) return { ok: false, problems };

  const resolve = resolver(body, located);
  const reports = reportsOf(located, resolve, problems);
  const studies: BundleStudy[] = [];
  for (const study of located.filter((l) => l.type === "ImagingStudy")) {
    const row = studyOf(study, resolve, reports, problems);
    if (row) studies.push(row);
  }
  return problems.length ? { ok: false, problems } : { ok: true, studies };
}
