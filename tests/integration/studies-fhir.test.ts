import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FHIR_MESSAGES } from "@/server/modules/studies/fhir-bundle";
import type { CreatedApiKey, IngestResult, StudyErrorsBody, StudyPage } from "@/shared/contracts/studies";
import { STUDY_MESSAGES } from "@/shared/policy/studies";
import * as make from "../support/factories";
import { officialBundleCheck } from "../support/fhir-schema";
import { ledgerTerms } from "../support/studies";
import { type TestApp, startTestApp } from "./harness";
import { monthsAgo, studiesCast } from "./studies-cast";
import { at, bundleOf, type FhirStudy, fhirBundle, type Json, PATIENT, studyEntries, withResource } from "./studies-fhir-bundles";

let t: TestApp;
let cast: Awaited<ReturnType<typeof studiesCast>>;
type Who = Parameters<typeof cast.call>[0];

beforeAll(async () => {
  t = await startTestApp();
  cast = await studiesCast(t);
});
afterAll(() => t.close());

/** A day of last month: inside the contract (it started six months ago), never in the future. */
const day = (n: number) => `${monthsAgo(1).slice(0, 7)}-${String(n).padStart(2, "0")}`;
const url = (contractId = cast.contract.id) => `/api/contracts/${contractId}/studies/fhir`;
const post = (who: Who, body: Json | string, contentType = "application/fhir+json", contractId?: string) =>
  t.request("POST", url(contractId), { cookie: who === "anonymous" ? undefined : cast.u[who].cookie, body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": contentType } });
const withKey = (key: string, body: Json) =>
  t.app.request(url(), { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/fhir+json", authorization: `Bearer ${key}` } });
const ledger = async () => (await (await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=100`)).json()) as StudyPage;
const createKey = async (who: Who, organisationId: string) =>
  ((await (await cast.call(who, "POST", `/api/organisations/${organisationId}/api-keys`, { name: "RIS FHIR feed" })).json()) as CreatedApiKey).key;

/** One valid CT study on day `n`, urgent, reported within the hour. */
const ct = (accession: string, n: number, over: Partial<FhirStudy> = {}): FhirStudy => ({
  accession,
  modality: "CT",
  priority: "urgent",
  started: at(day(n), 9),
  final: at(day(n), 10),
  ...over,
});

/** Sends a bundle that must be refused: 400, the errors at exactly `paths` (each message opening with its path), nothing stored. */
async function refused(body: Json | string, paths: string[]): Promise<StudyErrorsBody> {
  const before = await ledger();
  const res = await post("buyer", body);
  expect(res.status).toBe(400);
  const errors = await cast.errorsOf(res);
  expect(errors.errors.map((e) => e.path)).toEqual(paths);
  for (const e of errors.errors) expect(e.message.startsWith(`${e.path}: `), e.message).toBe(true);
  expect(errors.errorCount).toBe(paths.length);
  const after = await ledger();
  expect(after.total).toBe(before.total);
  expect(after.data.map((s) => s.id)).toEqual(before.data.map((s) => s.id));
  return errors;
}

describe("a FHIR R4 Bundle of studies", () => {
  it("is stored as one study per ImagingStudy, with the mapped modality, tier and report times", async () => {
    const studies: FhirStudy[] = [
      ct("FHIR-OK-1", 3, { priority: "asap", preliminary: at(day(3), 9.5), final: at(day(3), 11) }),
      ct("FHIR-OK-2", 3, { priority: "routine", started: at(day(3), 8), final: at(day(3), 20), amended: at(day(3), 30) }),
      ct("FHIR-OK-3", 4, { modality: "MR", priority: "routine", started: at(day(4), 7), preliminary: at(day(4), 12), final: at(day(4), 26), accessionOn: "request" }),
    ];
    const bundle = fhirBundle(studies, "ok");
    expect(officialBundleCheck(bundle)).toEqual({ valid: true, errors: [] });
    const res = await post("buyer", bundle);
    expect(res.status).toBe(200);
    expect((await res.json()) as IngestResult).toEqual({ stored: 3, created: 3, updated: 0, months: [monthsAgo(1).slice(0, 7)] });
    const shown = (await ledger()).data;
    const of = (s: FhirStudy) => shown.find((x) => x.imagesAvailableAt === new Date(s.started).toISOString());
    expect(of(studies[0]!)).toMatchObject({ modality: "CT", tier: "1-4h", preliminaryReportAt: new Date(at(day(3), 9.5)).toISOString(), finalReportAt: new Date(at(day(3), 11)).toISOString(), submittedBySide: "hospital" });
    // The earliest final-type report counts: the amended one issued later does not move it.
    expect(of(studies[1]!)).toMatchObject({ modality: "CT", tier: "12-24h", preliminaryReportAt: null, finalReportAt: new Date(at(day(3), 20)).toISOString() });
    expect(of(studies[2]!)).toMatchObject({ modality: "MRI", tier: "12-24h", preliminaryReportAt: new Date(at(day(4), 12)).toISOString(), turnaroundSeconds: 19 * 3600 });

    // Sent again (application/json is taken too), the same studies are updated, not added.
    const again = await post("buyer", bundle, "application/json");
    expect((await again.json()) as IngestResult).toMatchObject({ stored: 3, created: 0, updated: 3 });
  });

  it("keeps no patient data: no accession number in clear, no subject, no name, in the studies or the history", async () => {
    const found = await t.services.database.exec(
      `select (select count(*) from studies s where s.contract_id = '${cast.contract.id}' and (s::text like '%FHIR-OK-%' or s::text like '%pat-7731%' or s::text like '%Testpatient%' or s::text like '%urn:%'))::int as studies,
              (select count(*) from studies s where s.contract_id = '${cast.contract.id}')::int as stored,
              (select count(*) from events e where e::text like '%FHIR-OK-%' or e::text like '%pat-7731%' or e::text like '%Testpatient%')::int as events`,
    );
    expect(found.rows[0]).toEqual({ studies: 0, stored: 3, events: 0 });
    const answered = JSON.stringify(await ledger());
    for (const text of ["FHIR-OK-", PATIENT.reference, PATIENT.display]) expect(answered).not.toContain(text);
  });

  it("the documented example is valid R4 and is stored as documented", async () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/fhir-study-feed.md"), "utf8");
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!) as Json;
    expect(officialBundleCheck(example)).toEqual({ valid: true, errors: [] });
    const contract = await make.contract(t, { hospitalOrganisationId: cast.hospital.id, providerId: cast.provider.id, status: "active", terms: ledgerTerms("2026-01-01") });
    const res = await post("owner", example, "application/fhir+json", contract.id);
    expect((await res.json()) as IngestResult).toEqual({ stored: 2, created: 2, updated: 0, months: ["2026-11"] });
  });

  it("reads a ServiceRequest contained in its ImagingStudy (#id), and refuses a contained Patient", async () => {
    const [request, study, ...reports] = studyEntries(ct("FHIR-CONT-1", 13, { priority: "routine" }), "cont") as { resource: Json }[];
    study!.resource.contained = [{ ...request!.resource, id: "order" }];
    study!.resource.basedOn = [{ reference: "#order" }];
    const contained = bundleOf([study!, ...reports]);
    const withPatient = withResource(contained, 0, (r) => {
      (r.contained as Json[]).push({ resourceType: "Patient", id: "p", name: [{ family: "Testpatient" }] });
    });
    expect(officialBundleCheck(withPatient).valid).toBe(true);
    const body = await refused(withPatient, ["Bundle.entry[0].resource.contained[1]"]);
    expect(body.errors[0]!.message).toContain("never takes patient data");
    expect(officialBundleCheck(contained).valid).toBe(true);
    const res = await post("buyer", contained);
    expect((await res.json()) as IngestResult).toMatchObject({ stored: 1, created: 1 });
    expect((await ledger()).data.find((s) => s.imagesAvailableAt === new Date(at(day(13), 9)).toISOString())).toMatchObject({ modality: "CT", tier: "12-24h" });
  });
});

describe("a bundle that is not valid FHIR R4 is refused at the FHIR path of each problem", () => {
  const valid = () => bundleOf(studyEntries(ct("FHIR-BAD-1", 6), "bad"));
  // Entries: 0 ServiceRequest, 1 ImagingStudy, 2 DiagnosticReport (final).

  it("not JSON, or no body", async () => {
    const res = await post("buyer", "{ this is not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Malformed JSON in request body");
    const empty = await t.request("POST", url(), { cookie: cast.u.buyer.cookie, headers: { "content-type": "application/fhir+json" } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(FHIR_MESSAGES.notJson);
  });

  it("not a Bundle: a Patient, or a JSON batch", async () => {
    const patient = { resourceType: "Patient", id: "p1", name: [{ family: "Testpatient" }] };
    expect(officialBundleCheck(patient).valid).toBe(false);
    const one = await refused(patient, ["Bundle.resourceType"]);
    expect(one.error.message).toBe(`Bundle.resourceType: ${FHIR_MESSAGES.notABundle("Patient")}`);
    const batch = { studies: [{ reference: "X" }] };
    expect(officialBundleCheck(batch).valid).toBe(false);
    await refused(batch, ["Bundle.resourceType"]);
  });

  it("an element R4 does not have, a bad status code, a bad dateTime", async () => {
    const bad = withResource(valid(), 1, (r) => {
      r.accession = { value: "FHIR-BAD-1" }; // STU3's element, gone in R4
      r.status = "done";
      r.started = "2026-11-05 09:00";
    });
    expect(officialBundleCheck(bad).valid).toBe(false);
    const body = await refused(bad, ["Bundle.entry[1].resource.accession", "Bundle.entry[1].resource.status", "Bundle.entry[1].resource.started"]);
    expect(body.errors.map((e) => e.message)).toEqual([
      "Bundle.entry[1].resource.accession: is not an element of ImagingStudy in FHIR R4",
      "Bundle.entry[1].resource.status: must be one of registered, available, cancelled, entered-in-error, unknown",
      "Bundle.entry[1].resource.started: is not a valid FHIR dateTime",
    ]);
    expect(body.error.message).toBe("3 problems in the bundle: nothing was stored");
    expect(body.report.split("\n")[1]).toBe("2,,Bundle.entry[1].resource.accession: is not an element of ImagingStudy in FHIR R4");
  });

  it("the Bundle's own shape, and a nested element, at their paths", async () => {
    const bad = { ...valid(), type: "pile", timestamp: "yesterday" };
    const nested = withResource(bad, 2, (r) => {
      r.code = { coding: [{ system: "http://loinc.org", code: 18748 }] };
    });
    expect(officialBundleCheck(nested).valid).toBe(false);
    const body = await refused(nested, ["Bundle.type", "Bundle.timestamp", "Bundle.entry[2].resource.code.coding[0].code"]);
    expect(body.errors.map((e) => e.message)).toContain("Bundle.entry[2].resource.code.coding[0].code: must be a string");
    expect(body.errors.map((e) => e.message)).toContain("Bundle.timestamp: is not a valid FHIR instant");
  });

  it("a required element missing", async () => {
    const bad = withResource(valid(), 0, (r) => {
      delete r.subject;
    });
    expect(officialBundleCheck(bad).valid).toBe(false);
    const body = await refused(bad, ["Bundle.entry[0].resource.subject"]);
    expect(body.error.message).toBe("Bundle.entry[0].resource.subject: is required");
  });
});

describe("a valid R4 bundle that lacks what the ledger needs is refused too", () => {
  const bundle = (over: Partial<FhirStudy> = {}) => bundleOf(studyEntries(ct("FHIR-LACK-1", 7, over), "lack"));
  const lacking = async (b: Json, paths: string[]) => {
    expect(officialBundleCheck(b)).toEqual({ valid: true, errors: [] });
    return refused(b, paths);
  };

  it("a Patient resource: RadBridge never takes patient data", async () => {
    const b = bundle();
    (b.entry as Json[]).push({ fullUrl: "urn:uuid:4f6a2f36-6d3c-4a49-9b0e-8ad1f6c1c001", resource: { resourceType: "Patient", id: "pat-7731", name: [{ family: "Testpatient", given: ["Jane"] }] } });
    const body = await lacking(b, ["Bundle.entry[3].resource"]);
    expect(body.errors[0]!.message).toBe(`Bundle.entry[3].resource: ${FHIR_MESSAGES.notTaken("Patient")}`);
    expect(body.errors[0]!.message).toContain("never takes patient data");
  });

  it("an ImagingStudy without an accession number", async () => {
    const b = withResource(bundle(), 1, (r) => {
      (r.identifier as Json[])[0]!.type = { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0203", code: "MR" }] };
    });
    const body = await lacking(b, ["Bundle.entry[1].resource.identifier"]);
    expect(body.errors[0]).toMatchObject({ line: 2, column: "reference", message: `Bundle.entry[1].resource.identifier: ${FHIR_MESSAGES.accessionMissing}` });
  });

  it("a study without a final DiagnosticReport, or a final one without its issued time", async () => {
    const body = await lacking(bundle({ final: null, preliminary: at(day(7), 9.5) }), ["Bundle.entry[1].resource"]);
    expect(body.errors[0]!.message).toContain("lacks a final DiagnosticReport");
    const noIssued = withResource(bundle(), 2, (r) => {
      delete r.issued;
    });
    const issued = await lacking(noIssued, ["Bundle.entry[2].resource.issued"]);
    expect(issued.errors[0]).toMatchObject({ line: 3, column: "final_report_at", message: `Bundle.entry[2].resource.issued: ${FHIR_MESSAGES.issuedMissing("final")}` });
  });

  it("a ServiceRequest without a priority, or no ServiceRequest", async () => {
    await lacking(bundle({ priority: null }), ["Bundle.entry[0].resource.priority"]);
    const unlinked = withResource(bundle(), 1, (r) => {
      r.basedOn = [{ reference: "ServiceRequest/not-in-this-bundle" }];
    });
    await lacking(unlinked, ["Bundle.entry[1].resource.basedOn"]);
  });

  it("an unknown DICOM modality", async () => {
    const body = await lacking(bundle({ modality: "XA" }), ["Bundle.entry[1].resource.modality[0].code"]);
    expect(body.errors[0]!.message).toBe(`Bundle.entry[1].resource.modality[0].code: ${FHIR_MESSAGES.modalityUnknown("XA")}`);
  });

  it("a study the contract's terms refuse, or an accession number sent twice, at the element it came from", async () => {
    const stat = await lacking(bundle({ priority: "stat" }), ["Bundle.entry[1].resource.modality[0].code"]);
    expect(stat.errors[0]).toMatchObject({ line: 2, column: "modality", message: expect.stringContaining("is not a service line of this contract") });
    const twice = bundleOf([...studyEntries(ct("FHIR-TWICE", 8), "tw1"), ...studyEntries(ct("FHIR-TWICE", 9), "tw2")]);
    const body = await lacking(twice, ["Bundle.entry[4].resource.identifier[0].value"]);
    expect(body.errors[0]!.message).toBe(`Bundle.entry[4].resource.identifier[0].value: ${STUDY_MESSAGES.duplicate(2)}`);
  });
});

describe("who may send a bundle", () => {
  it("an API key of either party, or a member of either side who may record studies; the other side's study is refused", async () => {
    const hospitalKey = await createKey("owner", cast.hospital.id);
    const byKey = await withKey(hospitalKey, fhirBundle([ct("FHIR-KEY-1", 10), ct("FHIR-KEY-2", 10, { started: at(day(10), 12), final: at(day(10), 13) })], "key"));
    expect(byKey.status).toBe(200);
    expect((await byKey.json()) as IngestResult).toMatchObject({ stored: 2, created: 2 });
    const byProvider = await post("bidder", fhirBundle([ct("FHIR-PROV-1", 11)], "prov"));
    expect(byProvider.status).toBe(200);
    const providerKey = await createKey("providerOwner", cast.provider.id);
    const other = await withKey(providerKey, fhirBundle([ct("FHIR-KEY-1", 10)], "other"));
    expect(other.status).toBe(400);
    expect((await cast.errorsOf(other)).errors).toEqual([
      { line: 2, column: "reference", path: "Bundle.entry[1].resource.identifier[0].value", message: `Bundle.entry[1].resource.identifier[0].value: ${STUDY_MESSAGES.otherSides("hospital")}` },
    ]);
  });

  it("401 without a key or a session, 403 for a role or organisation that may not, 404 for no such contract", async () => {
    const b = fhirBundle([ct("FHIR-WHO-1", 12)], "who");
    const got: Record<string, number> = {};
    for (const who of ["anonymous", "evaluator", "viewer", "providerViewer", "otherHospitalOwner", "admin"] as const) got[who] = (await post(who, b)).status;
    expect(got).toEqual({ anonymous: 401, evaluator: 403, viewer: 403, providerViewer: 403, otherHospitalOwner: 403, admin: 403 });
    const foreign = await createKey("otherHospitalOwner", cast.otherHospital.id);
    expect((await withKey(foreign, b)).status).toBe(403);
    expect((await withKey("rbk_not-a-real-key", b)).status).toBe(401);
    expect((await post("owner", b, "application/fhir+json", "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10")).status).toBe(404);
    expect((await ledger()).data.some((s) => s.imagesAvailableAt === new Date(at(day(12), 9)).toISOString())).toBe(false);
  });
});
