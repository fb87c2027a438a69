import fc from "fast-check";
import { ADMIN, ALL, ids, pageParams, type Route, text } from "./input-fuzz-routes";
import { studyEntries } from "./studies-fhir-bundles";

/** Issue 31's routes for the input fuzz: a contract's studies (batches, disputes, resolutions), statements and API keys. */

const active = () => [ids.activeContract];
const time = fc.constantFrom("2026-01-05T10:00:00Z", "2026-01-05T10:00:00", "2026-02-30T10:00:00Z", "yesterday", "", "9999-12-31T23:59:59Z");
const study = fc.record({
  reference: fc.oneof(text, fc.constant("x".repeat(65)), fc.constant("")),
  modality: fc.constantFrom("CT", "MRI", "Teleporter", ""),
  priority: fc.constantFrom("Urgent", "1-4h", "≤30m", "soon"),
  imagesAvailableAt: time,
  finalReportAt: time,
  peerReview: fc.constantFrom(null, "2b", "4"),
});
const month = fc.constantFrom("2026-01", "2026-13", "jan", "");
/** A FHIR bundle's entries: per study a ServiceRequest, an ImagingStudy and its reports, some of them wrong. */
const fhirStudy = fc.record({
  accession: fc.oneof(text, fc.constant("x".repeat(65))),
  modality: fc.constantFrom("CT", "MR", "XA", ""),
  priority: fc.constantFrom("routine", "stat", "whenever", null),
  started: time,
  final: fc.oneof(time, fc.constant(null)),
  accessionOn: fc.constantFrom("study" as const, "request" as const),
});
const fhirEntries = fc.array(fhirStudy, { maxLength: 2 }).map((studies) => studies.flatMap((s, i) => studyEntries(s, `fuzz-${i}`)));

export const STUDY_ROUTES: Route[] = [
  { method: "POST", path: "/api/contracts/{id}/studies", known: active, who: ["hospital", "telerad", "admin"], body: { studies: fc.array(study, { maxLength: 3 }) } },
  {
    method: "POST",
    path: "/api/contracts/{id}/studies/fhir",
    known: active,
    who: ["hospital", "telerad", "admin"],
    body: { resourceType: fc.constantFrom("Bundle", "Bundle", "Patient"), type: fc.constantFrom("collection", "transaction", "pile"), entry: fhirEntries },
  },
  { method: "GET", path: "/api/contracts/{id}/studies", known: active, who: ALL, query: { status: fc.constantFrom("disputed", "recorded", "lost"), ...pageParams } },
  // The study's routes: the contract is the active one (read when the fixtures exist), `{id}` the study.
  {
    method: "POST",
    get path() {
      return `/api/contracts/${ids.activeContract || "{contract}"}/studies/{id}/dispute`;
    },
    known: () => [ids.study],
    who: ["telerad", "hospital"],
    body: { reason: fc.oneof(text, fc.constant("x".repeat(1001))) },
  },
  {
    method: "POST",
    get path() {
      return `/api/contracts/${ids.activeContract || "{contract}"}/studies/{id}/resolve`;
    },
    known: () => [ids.study],
    who: ["telerad", "hospital"],
    body: { resolution: fc.constantFrom("confirmed", "corrected", "ignored"), study: study.map(({ reference: _, ...rest }) => rest) },
  },
  { method: "GET", path: "/api/contracts/{id}/statement", known: active, who: ALL, query: { month } },
  { method: "GET", path: "/api/contracts/{id}/statement/export", known: active, who: ALL, query: { month } },
  { method: "GET", path: "/api/organisations/{id}/api-keys", known: () => [ids.organisation], who: ALL },
  { method: "POST", path: "/api/organisations/{id}/api-keys", known: () => [ids.organisation], who: ["hospital", "telerad", ...ADMIN], body: { name: fc.oneof(text, fc.constant(""), fc.constant("x".repeat(81))) } },
];
