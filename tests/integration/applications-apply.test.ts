import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import * as make from "../support/factories";
import { applicationsOf, mailTo, requestRow } from "../support/rows";
import { applicationsCast, errorOf } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/** Applying to a request, and who sees which applications. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await applicationsCast(t);
});
afterAll(() => t.close());

/** Every message queued in the outbox whose text links to the request (each mail about a request does). */
const mailAbout = (requestId: string) => t.services.database.db.select().from(mailOutbox).where(like(mailOutbox.text, `%/requests/${requestId}%`));

describe("applying", () => {
  it("refuses callers without a provider, with the spec's messages, and writes nothing", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const body = { pricePerCt: 10 };
    let res = await cast.applyAs("anonymous", tender.id, body);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Not authenticated");
    for (const who of ["basic", "owner", "admin"] as const) {
      res = await cast.applyAs(who, tender.id, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe("User not associated with a provider");
    }
    res = await cast.applyAs(cast.noProviderTelerad, tender.id, body);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe("User not associated with a provider");
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
  });

  it("rejects bad prices, currencies and fields with 400 and writes nothing", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    for (const pricePerCt of [undefined, 0, -1, 0.001, 1.234, "abc", "", null, Number.MAX_SAFE_INTEGER]) {
      const res = await cast.applyAs("applicant", tender.id, { pricePerCt });
      expect(res.status, `price ${pricePerCt}`).toBe(400);
      expect(await errorOf(res)).toBe("Please enter a valid price per CT");
    }
    let res = await cast.applyAs("applicant", tender.id, { pricePerCt: 10, currency: "JPY" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Currency must be one of EUR, USD, GBP, CHF, SEK");
    res = await cast.applyAs("applicant", tender.id, { pricePerCt: 10, note: "x".repeat(2001) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Notes must be at most 2000 characters");
    res = await cast.applyAs("applicant", tender.id, { pricePerCt: 10, status: "AWARDED" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain("status");
    res = await t.request("POST", "/api/requests/not-a-uuid/applications", { body: { pricePerCt: 10 }, cookie: cast.u.applicant.cookie });
    expect(res.status).toBe(400);
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
    expect((await requestRow(t, tender.id)).responseCount).toBe(0);
  });

  it("creates a SUBMITTED application with EUR by default, a trimmed note, the count and a mail to the hospital", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 12.5, note: "  We read overnight.  " });
    expect(res.status).toBe(201);
    const app = await res.json();
    expect(app).toMatchObject({ tenderId: tender.id, providerId: cast.providerA.id, pricePerCt: 12.5, currency: "EUR", note: "We read overnight.", status: "SUBMITTED" });
    expect((await requestRow(t, tender.id)).responseCount).toBe(1);
    const mail = await mailTo(t, cast.u.owner.email);
    const mine = mail.filter((m) => m.text.includes(tender.title));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`New application for "${tender.title}"`);
    expect(mine[0]!.text).toContain(cast.providerA.name);
    expect(mine[0]!.text).toContain("€12.50");
    expect(mine[0]!.text).toContain(`http://localhost:3999/requests/${tender.id}`);
  });

  it("stores an empty or blank note as absent and accepts every listed currency and numeric strings", async () => {
    for (const [i, currency] of ["EUR", "USD", "GBP", "CHF", "SEK"].entries()) {
      const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
      const res = await cast.applyAs("otherTelerad", tender.id, { pricePerCt: i % 2 ? "7.10" : 0.01, currency, note: i % 2 ? "   " : "" });
      expect(res.status).toBe(201);
      const app = await res.json();
      expect(app.currency).toBe(currency);
      expect(app.note).toBeNull();
      expect(app.pricePerCt).toBe(i % 2 ? 7.1 : 0.01);
    }
  });

  it("allows one application per provider per request, ever: also for a colleague and after withdrawing", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const first = await cast.applyAs("applicant", tender.id, { pricePerCt: 20 });
    expect(first.status).toBe(201);
    let res = await cast.applyAs("applicant", tender.id, { pricePerCt: 19 });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Your provider has already applied to this request");
    res = await cast.applyAs("colleague", tender.id, { pricePerCt: 18 });
    expect(res.status).toBe(409);
    const { id } = await first.json();
    expect((await cast.setStatus("applicant", id, { status: "WITHDRAWN" })).status).toBe(200);
    res = await cast.applyAs("applicant", tender.id, { pricePerCt: 17 });
    expect(res.status).toBe(409);
    const rows = await applicationsOf(t, tender.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "WITHDRAWN", pricePerCt: 20 });
    // Another provider still may.
    expect((await cast.applyAs("otherTelerad", tender.id, { pricePerCt: 21 })).status).toBe(201);
  });

  it("applies to a request an admin posted (no owning hospital): only admins manage it, and no hospital mail is queued", async () => {
    const tender = await make.request(t, { hospitalId: null });
    expect(tender.organisationId).toBeNull();
    // The hospital users and the admin (other tests of this file mail some of them, so compare before and after).
    const hospitalSide = [cast.u.owner.email, cast.u.otherHospital.email, cast.u.admin.email];
    const mailToHospitalSide = async () => (await Promise.all(hospitalSide.map((a) => mailTo(t, a)))).flat().map((m) => m.id).sort();
    const before = await mailToHospitalSide();
    const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 15 });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    // The outbox after the apply: nothing about this request to anyone, and nothing new to the hospital side.
    expect(await mailAbout(tender.id)).toEqual([]);
    expect(await mailToHospitalSide()).toEqual(before);
    expect((await cast.setStatus("owner", id, { status: "SHORTLISTED" })).status).toBe(403);
    expect((await cast.setStatus("admin", id, { status: "SHORTLISTED" })).status).toBe(200);
    expect((await t.request("GET", `/api/requests/${tender.id}/applications`, { cookie: cast.u.owner.cookie })).status).toBe(403);
    // The same read sees the mail that is due: the shortlisting is mailed to the applying provider's members, and
    // still nothing went to the hospital side.
    const queued = await mailAbout(tender.id);
    expect(queued.map((m) => m.to).sort()).toEqual([cast.u.applicant.email, cast.u.colleague.email].sort());
    for (const m of queued) expect(m.subject).toBe(`You were shortlisted for "${tender.title}"`);
    expect(await mailToHospitalSide()).toEqual(before);
  });

  it("needs an OPEN request before its deadline, and an existing one", async () => {
    const closed = await make.request(t, { hospitalId: cast.u.owner.userId, status: "CLOSED" });
    const expired = await make.request(t, { hospitalId: cast.u.owner.userId, deadline: new Date(Date.now() - 60_000) });
    for (const tender of [closed, expired]) {
      const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 10 });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe("This request is no longer open for applications");
      expect(await applicationsOf(t, tender.id)).toHaveLength(0);
    }
    const res = await cast.applyAs("applicant", "00000000-0000-4000-8000-000000000000", { pricePerCt: 10 });
    expect(res.status).toBe(404);
  });
});

describe("who sees applications", () => {
  it("the request's list: owning hospital and admins only, newest first, with the provider and a status filter", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const a = await (await cast.applyAs("applicant", tender.id, { pricePerCt: 10, note: "first" })).json();
    const b = await (await cast.applyAs("otherTelerad", tender.id, { pricePerCt: 11 })).json();
    await cast.setStatus("owner", b.id, { status: "SHORTLISTED" });
    const url = `/api/requests/${tender.id}/applications`;
    for (const who of ["owner", "admin"] as const) {
      const res = await t.request("GET", url, { cookie: cast.cookieOf(who) });
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.total).toBe(2);
      expect(page.data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
      expect(page.data[1].provider).toEqual({ id: cast.providerA.id, name: cast.providerA.name, slug: cast.providerA.slug });
      expect(page.data[1].note).toBe("first");
      expect(page.counts).toMatchObject({ SUBMITTED: 1, SHORTLISTED: 1, AWARDED: 0 });
    }
    const filtered = await (await t.request("GET", `${url}?status=SHORTLISTED`, { cookie: cast.u.owner.cookie })).json();
    expect(filtered.total).toBe(1);
    expect(filtered.data[0].id).toBe(b.id);
    expect((await t.request("GET", `${url}?status=NOPE`, { cookie: cast.u.owner.cookie })).status).toBe(400);
    for (const who of ["otherHospital", "applicant", "otherTelerad", "basic"] as const) {
      const res = await t.request("GET", url, { cookie: cast.cookieOf(who) });
      expect(res.status, who).toBe(403);
      expect(await errorOf(res)).toBe("Only the hospital that posted this request or an admin can view its applications");
    }
    expect((await t.request("GET", url)).status).toBe(401);
  });

  it("a provider's users see their own application to a request, and nobody else's", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const a = await (await cast.applyAs("applicant", tender.id, { pricePerCt: 9.99, currency: "GBP" })).json();
    const url = `/api/requests/${tender.id}/applications/mine`;
    for (const who of ["applicant", "colleague"] as const) {
      const body = await (await t.request("GET", url, { cookie: cast.cookieOf(who) })).json();
      expect(body.application).toMatchObject({ id: a.id, pricePerCt: 9.99, currency: "GBP", status: "SUBMITTED" });
    }
    for (const who of ["otherTelerad", "owner", "basic", "admin"] as const) {
      const res = await t.request("GET", url, { cookie: cast.cookieOf(who) });
      expect(res.status).toBe(200);
      expect((await res.json()).application).toBeNull();
    }
    expect((await t.request("GET", url)).status).toBe(401);
  });

  it("/api/me/applications lists the provider's applications with the request but never the facility, paged", async () => {
    const provider = await make.provider(t);
    const me = await make.signedInAs(t, "telerad", provider.id);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tender = await make.request(t, { hospitalId: cast.u.owner.userId, title: `Mine ${i} ${provider.slug}` });
      ids.push((await (await cast.applyAs(me, tender.id, { pricePerCt: 10 + i })).json()).id);
    }
    const other = await make.request(t, { hospitalId: cast.u.owner.userId });
    await cast.applyAs("otherTelerad", other.id, { pricePerCt: 5 });
    const res = await t.request("GET", "/api/me/applications?pageSize=2", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, hasNext: true, hasPrev: false });
    expect(page.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
    expect(page.data[0].tender).toEqual({ id: expect.any(String), title: `Mine 2 ${provider.slug}`, country: "DE", status: "OPEN" });
    expect(JSON.stringify(page)).not.toContain("Facility");
    const second = await (await t.request("GET", "/api/me/applications?pageSize=2&page=2", { cookie: me.cookie })).json();
    expect(second.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    expect((await t.request("GET", "/api/me/applications", { cookie: cast.u.basic.cookie })).status).toBe(403);
    expect((await t.request("GET", "/api/me/applications")).status).toBe(401);
  });

  it("documents the routes in OpenAPI", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    for (const p of ["/api/requests/{id}/applications", "/api/requests/{id}/applications/mine", "/api/applications/{id}", "/api/me/applications"])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
