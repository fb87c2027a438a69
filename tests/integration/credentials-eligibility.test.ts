import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { applicationsOf } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";

/** Eligibility to apply (issue 16 §2): a licence-required request admits only providers with a current verified licence. */

let t: TestApp;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const inDays = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const GERMANY = "A verified licence for Germany is required to apply";

let hospital: Awaited<ReturnType<typeof make.signedInAs>>;
let admin: Awaited<ReturnType<typeof make.signedInAs>>;
let basic: Awaited<ReturnType<typeof make.signedInAs>>;
let noProvider: Awaited<ReturnType<typeof make.signedInAs>>;

/** A provider with one of its users signed in, holding the given credentials. */
async function providerWith(...creds: Omit<Parameters<typeof make.credential>[1], "providerId">[]) {
  const p = await make.provider(t);
  for (const c of creds) await make.credential(t, { providerId: p.id, ...c });
  return { provider: p, user: await make.signedInAs(t, "telerad", p.id) };
}

const apply = (cookie: string, id: string) => t.request("POST", `/api/requests/${id}/applications`, { cookie, body: { pricePerCt: 12 } });
const detail = async (id: string, cookie?: string) => (await t.request("GET", `/api/requests/${id}`, { cookie })).json();
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await startTestApp();
  hospital = await make.signedInAs(t, "hospital");
  admin = await make.signedInAs(t, "admin");
  basic = await make.signedInAs(t, "basic");
  noProvider = await make.signedInAs(t, "telerad");
});
afterAll(() => t.close());

describe("creating and editing licenceRequired", () => {
  it("is accepted on create (hospital and admin), defaults to false, and is returned to every signed-in role but not anonymous", async () => {
    const base = { title: make.unique("Licensed reads"), facility: "Klinikum", country: "Germany", description: "CT", modalities: ["CT"], tatRequirement: "12-24h" };
    let res = await t.request("POST", "/api/requests", { cookie: hospital.cookie, body: { ...base, licenceRequired: true } });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await res.json();
    expect(created.licenceRequired).toBe(true);
    res = await t.request("POST", "/api/requests", { cookie: admin.cookie, body: base });
    expect((await res.json()).licenceRequired).toBe(false);
    res = await t.request("POST", "/api/requests", { cookie: hospital.cookie, body: { ...base, licenceRequired: "yes" } });
    expect(res.status).toBe(400);

    const { user } = await providerWith();
    for (const cookie of [hospital.cookie, admin.cookie, basic.cookie, noProvider.cookie, user.cookie]) expect((await detail(created.id, cookie)).licenceRequired).toBe(true);
    const anonymous = await detail(created.id);
    expect(anonymous.licenceRequired).toBeUndefined();
    expect(anonymous.eligibility).toBeUndefined();
  });

  it("is an amendment field when the request has applications: 'Licence required: No -> Yes'", async () => {
    const tender = await make.request(t, { hospitalId: hospital.userId, deadline: inDays(30) });
    const { provider, user } = await providerWith();
    await make.application(t, { tenderId: tender.id, providerId: provider.id });
    const res = await t.request("PATCH", `/api/requests/${tender.id}`, { cookie: hospital.cookie, body: { licenceRequired: true } });
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = await detail(tender.id, user.cookie);
    expect(seen.amendedAt).not.toBeNull();
    expect(seen.amendments[0].changes).toEqual([{ field: "licenceRequired", label: "Licence required", before: "No", after: "Yes" }]);
  });
});

describe("applying to a licence-required request", () => {
  it("lets a provider with a current verified German licence valid past the deadline apply (201) and tells it it is eligible", async () => {
    const tender = await make.request(t, { country: "DE", licenceRequired: true, deadline: inDays(60) });
    const { user } = await providerWith({ expiresOn: day(90) });
    expect((await detail(tender.id, user.cookie)).eligibility).toEqual({ eligible: true, reason: null });
    const res = await apply(user.cookie, tender.id);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it.each([
    ["no credential at all", []],
    ["a licence expiring before the deadline", [{ expiresOn: day(30) }]],
    ["a pending licence", [{ status: "pending" as const }]],
    ["a rejected licence", [{ status: "rejected" as const, rejectionReason: "Illegible" }]],
    ["an expired licence", [{ validFrom: day(-400), expiresOn: day(-1) }]],
    ["a licence expiring today", [{ expiresOn: day(0) }]],
    ["a licence not yet valid", [{ validFrom: day(1), expiresOn: day(400) }]],
    ["a licence for another country", [{ country: "FR" }]],
    ["an insurance, not a licence, for the country", [{ type: "malpractice_insurance" as const }]],
  ])("refuses a provider with %s: 403 with the message, and writes nothing", async (_name, creds) => {
    const tender = await make.request(t, { country: "DE", licenceRequired: true, deadline: inDays(60) });
    const { user } = await providerWith(...creds);
    expect((await detail(tender.id, user.cookie)).eligibility).toEqual({ eligible: false, reason: GERMANY });
    const res = await apply(user.cookie, tender.id);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(GERMANY);
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
  });

  it("names the request's country in the message", async () => {
    const tender = await make.request(t, { country: "GB", licenceRequired: true, deadline: inDays(60) });
    const { user } = await providerWith();
    const res = await apply(user.cookie, tender.id);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe("A verified licence for United Kingdom is required to apply");
  });

  it("leaves requests without the requirement open to every provider", async () => {
    const tender = await make.request(t, { country: "DE", deadline: inDays(60) });
    const { user } = await providerWith({ country: "FR" });
    expect((await detail(tender.id, user.cookie)).eligibility).toEqual({ eligible: true, reason: null });
    expect((await apply(user.cookie, tender.id)).status).toBe(201);
  });

  it("keeps the other roles' answers: 401 anonymous, 403 without a provider; only provider users get an eligibility", async () => {
    const tender = await make.request(t, { country: "DE", licenceRequired: true, deadline: inDays(60) });
    expect((await t.request("POST", `/api/requests/${tender.id}/applications`, { body: { pricePerCt: 12 } })).status).toBe(401);
    for (const who of [basic, hospital, admin, noProvider]) {
      const res = await apply(who.cookie, tender.id);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe("User not associated with a provider");
      expect((await detail(tender.id, who.cookie)).eligibility).toBeUndefined();
    }
  });

  it("refuses confirming a bid after an amendment once the provider no longer holds the licence", async () => {
    const tender = await make.request(t, { hospitalId: hospital.userId, country: "DE", deadline: inDays(60) });
    const { provider, user } = await providerWith({ country: "FR" });
    const bid = await make.application(t, { tenderId: tender.id, providerId: provider.id, createdAt: inDays(-1) });
    expect((await t.request("PATCH", `/api/requests/${tender.id}`, { cookie: hospital.cookie, body: { licenceRequired: true } })).status).toBe(200);
    const res = await t.request("POST", `/api/applications/${bid.id}/confirm`, { cookie: user.cookie, body: {} });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(GERMANY);
  });
});
