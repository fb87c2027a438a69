import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKey, CreatedApiKey, IngestResult, Statement, Study, StudyPage } from "@/shared/contracts/studies";
import { STUDY_MESSAGES } from "@/shared/policy/studies";
import { generateStudies, toCsv } from "../support/studies";
import { type TestApp, startTestApp } from "./harness";
import { monthsAgo, studiesCast } from "./studies-cast";

let t: TestApp;
let cast: Awaited<ReturnType<typeof studiesCast>>;
const month = () => monthsAgo(1).slice(0, 7);
type Who = Parameters<typeof cast.call>[0];
const WHO: Who[] = ["owner", "buyer", "evaluator", "viewer", "providerOwner", "bidder", "providerViewer", "loserOwner", "otherHospitalOwner", "admin", "basic", "anonymous"];

beforeAll(async () => {
  t = await startTestApp();
  cast = await studiesCast(t);
});
afterAll(() => t.close());

const page = async (who: Who, query = "") => (await (await cast.call(who, "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=100${query}`)).json()) as StudyPage;
const statement = async (m = month()) => (await (await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/statement?month=${m}`)).json()) as Statement;
const createKey = async (who: Who, organisationId: string, name = "RIS export") => cast.call(who, "POST", `/api/organisations/${organisationId}/api-keys`, { name });

describe("who may do what with a contract's studies", () => {
  it("upload: the two sides' Owners, Buyers and Bidders; nobody else", async () => {
    const got: Record<string, number> = {};
    for (const [i, who] of WHO.entries()) got[who] = (await cast.upload(who, toCsv(generateStudies(2, month(), 100 + i, `ROLE${i}`)))).status;
    expect(got).toEqual({
      owner: 200, buyer: 200, evaluator: 403, viewer: 403, providerOwner: 200, bidder: 200, providerViewer: 403,
      loserOwner: 403, otherHospitalOwner: 403, admin: 403, basic: 403, anonymous: 401,
    });
  });

  it("read studies and statements: every member of either side and admins", async () => {
    for (const path of ["studies", "statement", "statement/export"]) {
      const got: Record<string, number> = {};
      for (const who of WHO) got[who] = (await cast.call(who, "GET", `/api/contracts/${cast.contract.id}/${path}`)).status;
      expect(got, path).toEqual({
        owner: 200, buyer: 200, evaluator: 200, viewer: 200, providerOwner: 200, bidder: 200, providerViewer: 200,
        loserOwner: 403, otherHospitalOwner: 403, admin: 200, basic: 403, anonymous: 401,
      });
    }
  });

  it("API keys: only the organisation's Owner lists, creates and revokes them", async () => {
    const got: Record<string, number> = {};
    for (const who of WHO) got[who] = (await cast.call(who, "GET", `/api/organisations/${cast.hospital.id}/api-keys`)).status;
    expect(got).toMatchObject({ owner: 200, buyer: 403, evaluator: 403, viewer: 403, providerOwner: 403, otherHospitalOwner: 403, basic: 403, anonymous: 401 });
    expect((await createKey("buyer", cast.hospital.id)).status).toBe(403);
  });
});

describe("a machine client with an API key", () => {
  it("records a batch for its organisation's side; the key is shown once and kept hashed", async () => {
    const res = await createKey("owner", cast.hospital.id);
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedApiKey;
    expect(created.key).toMatch(/^rbk_/);
    const listed = (await (await cast.call("owner", "GET", `/api/organisations/${cast.hospital.id}/api-keys`)).json()) as { data: ApiKey[] };
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed.data.find((k) => k.id === created.id)).toMatchObject({ lastUsedAt: null, revokedAt: null, prefix: created.key.slice(0, 12) });
    const stored = await t.services.database.exec(`select count(*)::int as n from api_keys where secret_hash = '${created.key}' or prefix = '${created.key}'`);
    expect(stored.rows[0]!.n).toBe(0);

    const batch = { studies: generateStudies(5, month(), 200, "KEY") };
    const sent = await cast.withKey(created.key, batch);
    expect(sent.status).toBe(200);
    expect((await sent.json()) as IngestResult).toMatchObject({ stored: 5, created: 5, updated: 0 });
    const again = (await (await cast.call("owner", "GET", `/api/organisations/${cast.hospital.id}/api-keys`)).json()) as { data: ApiKey[] };
    expect(again.data.find((k) => k.id === created.id)!.lastUsedAt).not.toBeNull();
    // A key opens no session: the same header on a read is anonymous.
    const read = await t.app.request(`/api/contracts/${cast.contract.id}`, { headers: { authorization: `Bearer ${created.key}` } });
    expect(read.status).toBe(401);

    const revoked = await cast.call("owner", "DELETE", `/api/organisations/${cast.hospital.id}/api-keys/${created.id}`);
    expect(revoked.status).toBe(200);
    const refused = await cast.withKey(created.key, { studies: generateStudies(1, month(), 201, "LATE") });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(STUDY_MESSAGES.keyRevoked);
  });

  it("refuses an unknown key, and a key of an organisation that is not a party", async () => {
    const unknown = await cast.withKey("rbk_not-a-real-key", { studies: generateStudies(1, month(), 202, "UNK") });
    expect(unknown.status).toBe(401);
    const foreign = (await (await createKey("otherHospitalOwner", cast.otherHospital.id)).json()) as CreatedApiKey;
    const res = await cast.withKey(foreign.key, { studies: generateStudies(1, month(), 203, "FOR") });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(STUDY_MESSAGES.keyForeign);
  });

  it("refuses a field outside the documented ones (patient_name) and oversized or empty batches, storing nothing", async () => {
    const key = ((await (await createKey("providerOwner", cast.provider.id)).json()) as CreatedApiKey).key;
    const before = (await page("owner")).total;
    const [one] = generateStudies(1, month(), 204, "PII");
    const withName = await cast.withKey(key, { studies: [{ ...one, patient_name: "Jane Doe" }] });
    expect(withName.status).toBe(400);
    expect(await withName.text()).toContain("Unknown field: patient_name");
    expect((await cast.withKey(key, { studies: [] })).status).toBe(400);
    const tooMany = await cast.withKey(key, { studies: generateStudies(5001, month(), 205, "BIG").map(({ preliminaryReportAt: _p, peerReview: _r, ...s }) => s) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain(STUDY_MESSAGES.batchTooLarge);
    expect((await page("owner")).total).toBe(before);
  });
});

describe("sending studies again, disputes and what is never kept", () => {
  it("a study sent again updates its row; the other side cannot overwrite it", async () => {
    const rows = generateStudies(20, month(), 300, "AGAIN");
    expect((await cast.upload("buyer", toCsv(rows))).status).toBe(200);
    const before = (await page("owner")).total;
    const later = rows.map((r) => ({ ...r, preliminaryReportAt: null, finalReportAt: new Date(Date.parse(r.imagesAvailableAt) + 6 * 3600_000).toISOString() }));
    const res = await cast.upload("owner", toCsv(later));
    expect((await res.json()) as IngestResult).toMatchObject({ stored: 20, created: 0, updated: 20 });
    expect((await page("owner")).total).toBe(before);
    const other = await cast.upload("bidder", toCsv(rows.slice(0, 2)));
    expect(other.status).toBe(400);
    const body = await cast.errorsOf(other);
    expect(body.errors.map((e) => [e.line, e.message])).toEqual([
      [2, STUDY_MESSAGES.otherSides("hospital")],
      [3, STUDY_MESSAGES.otherSides("hospital")],
    ]);
  });

  it("the provider disputes a hospital's study: it stops counting until the hospital confirms it", async () => {
    const m = monthsAgo(3).slice(0, 7);
    expect((await cast.upload("buyer", toCsv(generateStudies(10, m, 400, "DISP")))).status).toBe(200);
    const target = (await page("bidder")).data.find((s) => s.imagesAvailableAt.startsWith(m))!;
    expect(target.actions).toEqual(["dispute"]);
    const counted = (await statement(m)).tiers.reduce((n, x) => n + x.studies, 0);
    expect((await cast.call("buyer", "POST", `/api/contracts/${cast.contract.id}/studies/${target.id}/dispute`, { reason: "Ours" })).status).toBe(403);
    const disputed = await cast.call("bidder", "POST", `/api/contracts/${cast.contract.id}/studies/${target.id}/dispute`, { reason: "The report was sent at 14:02, not 18:02" });
    expect(disputed.status).toBe(200);
    expect(((await disputed.json()) as Study).status).toBe("disputed");
    const during = await statement(m);
    expect(during.tiers.reduce((n, x) => n + x.studies, 0)).toBe(counted - 1);
    expect(during.disputed).toBe(1);
    expect((await cast.call("bidder", "POST", `/api/contracts/${cast.contract.id}/studies/${target.id}/resolve`, { resolution: "confirmed" })).status).toBe(403);
    const resolved = await cast.call("buyer", "POST", `/api/contracts/${cast.contract.id}/studies/${target.id}/resolve`, { resolution: "confirmed" });
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as Study).resolution?.kind).toBe("confirmed");
    expect((await statement(m)).tiers.reduce((n, x) => n + x.studies, 0)).toBe(counted);
    expect((await cast.call("buyer", "POST", `/api/contracts/${cast.contract.id}/studies/${target.id}/resolve`, { resolution: "confirmed" })).status).toBe(409);
  });

  it("no accession number is stored or answered in clear, anywhere", async () => {
    const tables = await t.services.database.exec(
      `select (select count(*) from studies s where s::text like '%ACC-%' or s::text like '%AGAIN-%' or s::text like '%DISP-%')::int as studies,
              (select count(*) from events e where e::text like '%AGAIN-%' or e::text like '%DISP-%')::int as events,
              (select count(*) from mail_outbox m where m::text like '%DISP-%')::int as mail`,
    );
    expect(tables.rows[0]).toEqual({ studies: 0, events: 0, mail: 0 });
    for (const who of ["owner", "providerOwner", "admin"] as const) {
      const text = JSON.stringify(await page(who)) + (await (await cast.call(who, "GET", `/api/contracts/${cast.contract.id}/statement/export`)).text());
      expect(text).not.toMatch(/AGAIN-|DISP-|ROLE\d/);
    }
  });

  it("a wrong month or status is a 400", async () => {
    expect((await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/statement?month=2026-13`)).status).toBe(400);
    expect((await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/studies?status=lost`)).status).toBe(400);
  });
});

