import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { applicationRow, applicationsOf, mailTo, requestRow } from "../support/rows";

type Who = "owner" | "otherHospital" | "admin" | "applicant" | "colleague" | "otherTelerad" | "basic" | "anonymous";
type U = { userId: string; email: string; cookie: string };

let t: TestApp;
let providerA: { id: string; name: string; slug: string };
let providerB: { id: string; name: string; slug: string };
const u = {} as Record<Exclude<Who, "anonymous">, U>;
let noProviderTelerad: U;

const cookieOf = (who: Who) => (who === "anonymous" ? undefined : u[who].cookie);

beforeAll(async () => {
  t = await startTestApp();
  providerA = await make.provider(t);
  providerB = await make.provider(t);
  u.owner = await make.signedInAs(t, "hospital");
  u.otherHospital = await make.signedInAs(t, "hospital");
  u.admin = await make.signedInAs(t, "admin");
  u.applicant = await make.signedInAs(t, "telerad", providerA.id);
  u.colleague = await make.signedInAs(t, "telerad", providerA.id);
  u.otherTelerad = await make.signedInAs(t, "telerad", providerB.id);
  u.basic = await make.signedInAs(t, "basic");
  noProviderTelerad = await make.signedInAs(t, "telerad");
});
afterAll(() => t.close());

const applyAs = (who: Who | U, tenderId: string, body: unknown) =>
  t.request("POST", `/api/requests/${tenderId}/applications`, { body, cookie: typeof who === "string" ? cookieOf(who) : who.cookie });
const setStatus = (who: Who, id: string, body: unknown) => t.request("PATCH", `/api/applications/${id}`, { body, cookie: cookieOf(who) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("applying", () => {
  it("refuses callers without a provider, with the spec's messages, and writes nothing", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const body = { pricePerCt: 10 };
    let res = await applyAs("anonymous", tender.id, body);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Not authenticated");
    for (const who of ["basic", "owner", "admin"] as const) {
      res = await applyAs(who, tender.id, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe("User not associated with a provider");
    }
    res = await applyAs(noProviderTelerad, tender.id, body);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe("User not associated with a provider");
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
  });

  it("rejects bad prices, currencies and fields with 400 and writes nothing", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    for (const pricePerCt of [undefined, 0, -1, 0.001, 1.234, "abc", "", null, Number.MAX_SAFE_INTEGER]) {
      const res = await applyAs("applicant", tender.id, { pricePerCt });
      expect(res.status, `price ${pricePerCt}`).toBe(400);
      expect(await errorOf(res)).toBe("Please enter a valid price per CT");
    }
    let res = await applyAs("applicant", tender.id, { pricePerCt: 10, currency: "JPY" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Currency must be one of EUR, USD, GBP, CHF, SEK");
    res = await applyAs("applicant", tender.id, { pricePerCt: 10, note: "x".repeat(2001) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Notes must be at most 2000 characters");
    res = await applyAs("applicant", tender.id, { pricePerCt: 10, status: "AWARDED" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain("status");
    res = await t.request("POST", "/api/requests/not-a-uuid/applications", { body: { pricePerCt: 10 }, cookie: u.applicant.cookie });
    expect(res.status).toBe(400);
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
    expect((await requestRow(t, tender.id)).responseCount).toBe(0);
  });

  it("creates a SUBMITTED application with EUR by default, a trimmed note, the count and a mail to the hospital", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const res = await applyAs("applicant", tender.id, { pricePerCt: 12.5, note: "  We read overnight.  " });
    expect(res.status).toBe(201);
    const app = await res.json();
    expect(app).toMatchObject({ tenderId: tender.id, providerId: providerA.id, pricePerCt: 12.5, currency: "EUR", note: "We read overnight.", status: "SUBMITTED" });
    expect((await requestRow(t, tender.id)).responseCount).toBe(1);
    const mail = await mailTo(t, u.owner.email);
    const mine = mail.filter((m) => m.text.includes(tender.title));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`New application for "${tender.title}"`);
    expect(mine[0]!.text).toContain(providerA.name);
    expect(mine[0]!.text).toContain("€12.50");
    expect(mine[0]!.text).toContain(`http://localhost:3999/requests/${tender.id}`);
  });

  it("stores an empty or blank note as absent and accepts every listed currency and numeric strings", async () => {
    for (const [i, currency] of ["EUR", "USD", "GBP", "CHF", "SEK"].entries()) {
      const tender = await make.request(t, { hospitalId: u.owner.userId });
      const res = await applyAs("otherTelerad", tender.id, { pricePerCt: i % 2 ? "7.10" : 0.01, currency, note: i % 2 ? "   " : "" });
      expect(res.status).toBe(201);
      const app = await res.json();
      expect(app.currency).toBe(currency);
      expect(app.note).toBeNull();
      expect(app.pricePerCt).toBe(i % 2 ? 7.1 : 0.01);
    }
  });

  it("allows one application per provider per request, ever: also for a colleague and after withdrawing", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const first = await applyAs("applicant", tender.id, { pricePerCt: 20 });
    expect(first.status).toBe(201);
    let res = await applyAs("applicant", tender.id, { pricePerCt: 19 });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Your provider has already applied to this request");
    res = await applyAs("colleague", tender.id, { pricePerCt: 18 });
    expect(res.status).toBe(409);
    const { id } = await first.json();
    expect((await setStatus("applicant", id, { status: "WITHDRAWN" })).status).toBe(200);
    res = await applyAs("applicant", tender.id, { pricePerCt: 17 });
    expect(res.status).toBe(409);
    const rows = await applicationsOf(t, tender.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "WITHDRAWN", pricePerCt: 20 });
    // Another provider still may.
    expect((await applyAs("otherTelerad", tender.id, { pricePerCt: 21 })).status).toBe(201);
  });

  it("applies to a request an admin posted (no owning hospital): only admins manage it, and no hospital mail is queued", async () => {
    const tender = await make.request(t, { hospitalId: null });
    const res = await applyAs("applicant", tender.id, { pricePerCt: 15 });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await setStatus("owner", id, { status: "SHORTLISTED" })).status).toBe(403);
    expect((await setStatus("admin", id, { status: "SHORTLISTED" })).status).toBe(200);
    expect((await t.request("GET", `/api/requests/${tender.id}/applications`, { cookie: u.owner.cookie })).status).toBe(403);
  });

  it("needs an OPEN request before its deadline, and an existing one", async () => {
    const closed = await make.request(t, { hospitalId: u.owner.userId, status: "CLOSED" });
    const expired = await make.request(t, { hospitalId: u.owner.userId, deadline: new Date(Date.now() - 60_000) });
    for (const tender of [closed, expired]) {
      const res = await applyAs("applicant", tender.id, { pricePerCt: 10 });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe("This request is no longer open for applications");
      expect(await applicationsOf(t, tender.id)).toHaveLength(0);
    }
    const res = await applyAs("applicant", "00000000-0000-4000-8000-000000000000", { pricePerCt: 10 });
    expect(res.status).toBe(404);
  });
});

describe("status transitions (spec §4), for every role", () => {
  const STATUSES = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;
  const OWNER_LEGAL = new Set(["SUBMITTED>SHORTLISTED", "SUBMITTED>DECLINED", "SHORTLISTED>AWARDED", "SHORTLISTED>DECLINED"]);
  const APPLICANT_LEGAL = new Set(["SUBMITTED>WITHDRAWN", "SHORTLISTED>WITHDRAWN"]);
  const OWNER_MOVES = new Set(["SHORTLISTED", "AWARDED", "DECLINED"]);

  function expected(who: Who, from: string, to: string): number {
    if (who === "anonymous") return 401;
    if (who === "owner" || who === "admin") return OWNER_LEGAL.has(`${from}>${to}`) ? 200 : OWNER_MOVES.has(to) ? 409 : 403;
    if (who === "applicant" || who === "colleague") return APPLICANT_LEGAL.has(`${from}>${to}`) ? 200 : to === "WITHDRAWN" ? 409 : 403;
    return 403;
  }

  const WHO: Who[] = ["owner", "otherHospital", "admin", "applicant", "colleague", "otherTelerad", "basic", "anonymous"];
  for (const who of WHO) {
    it(`${who}: legal moves succeed, others get 401/403/409 and leave the record untouched`, async () => {
      const tender = await make.request(t, { hospitalId: u.owner.userId });
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          // A fresh request per case: one application per provider per request.
          const target = from === "SUBMITTED" && to === "SUBMITTED" ? tender : await make.request(t, { hospitalId: u.owner.userId });
          const app = await make.application(t, { tenderId: target.id, providerId: providerA.id, status: from });
          const res = await setStatus(who, app.id, { status: to });
          const want = expected(who, from, to);
          expect(res.status, `${who} ${from} -> ${to}`).toBe(want);
          const row = await applicationRow(t, app.id);
          if (want === 200) {
            expect((await res.json()).status).toBe(to);
            expect(row!.status).toBe(to);
          } else {
            expect(row!.status).toBe(from);
            expect(row!.updatedAt.getTime()).toBe(app.updatedAt.getTime());
          }
        }
      }
    });
  }

  it("validates the status and the application id", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: providerA.id });
    let res = await setStatus("owner", app.id, { status: "OPEN" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Status must be one of SUBMITTED, SHORTLISTED, AWARDED, DECLINED, WITHDRAWN");
    res = await setStatus("owner", app.id, {});
    expect(res.status).toBe(400);
    res = await setStatus("owner", "00000000-0000-4000-8000-000000000000", { status: "SHORTLISTED" });
    expect(res.status).toBe(404);
    expect((await applicationRow(t, app.id))!.status).toBe("SUBMITTED");
  });

  it("notifies the provider's users when shortlisted, awarded or declined, with a link to the request", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: providerA.id });
    expect((await setStatus("owner", app.id, { status: "SHORTLISTED" })).status).toBe(200);
    expect((await setStatus("admin", app.id, { status: "AWARDED" })).status).toBe(200);
    const other = await make.request(t, { hospitalId: u.owner.userId });
    const app2 = await make.application(t, { tenderId: other.id, providerId: providerA.id });
    expect((await setStatus("owner", app2.id, { status: "DECLINED" })).status).toBe(200);
    for (const user of [u.applicant, u.colleague]) {
      const subjects = (await mailTo(t, user.email)).map((m) => m.subject);
      expect(subjects).toContain(`You were shortlisted for "${tender.title}"`);
      expect(subjects).toContain(`You were awarded "${tender.title}"`);
      expect(subjects).toContain(`Your application for "${other.title}" was declined`);
      const awarded = (await mailTo(t, user.email)).find((m) => m.subject.startsWith("You were awarded") && m.text.includes(tender.title));
      expect(awarded!.text).toContain(`http://localhost:3999/requests/${tender.id}`);
    }
    expect((await mailTo(t, u.otherTelerad.email)).filter((m) => m.text.includes(tender.title))).toHaveLength(0);
  });

  it("withdrawing lowers response_count and needs the request OPEN", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const a = await (await applyAs("applicant", tender.id, { pricePerCt: 10 })).json();
    await applyAs("otherTelerad", tender.id, { pricePerCt: 11 });
    expect((await requestRow(t, tender.id)).responseCount).toBe(2);
    expect((await setStatus("colleague", a.id, { status: "WITHDRAWN" })).status).toBe(200);
    expect((await requestRow(t, tender.id)).responseCount).toBe(1);

    const closed = await make.request(t, { hospitalId: u.owner.userId, status: "CLOSED" });
    const c = await make.application(t, { tenderId: closed.id, providerId: providerA.id, status: "SHORTLISTED" });
    const res = await setStatus("applicant", c.id, { status: "WITHDRAWN" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("This request is closed, so the application can no longer be withdrawn");
    expect((await applicationRow(t, c.id))!.status).toBe("SHORTLISTED");
  });

  it("'Award and close request' awards and closes together and tells the other applicants", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const winner = await make.application(t, { tenderId: tender.id, providerId: providerA.id, status: "SHORTLISTED" });
    const loser = await make.application(t, { tenderId: tender.id, providerId: providerB.id });
    const res = await setStatus("owner", winner.id, { status: "AWARDED", closeRequest: true });
    expect(res.status).toBe(200);
    expect((await requestRow(t, tender.id)).status).toBe("CLOSED");
    expect((await applicationRow(t, winner.id))!.status).toBe("AWARDED");
    expect((await applicationRow(t, loser.id))!.status).toBe("SUBMITTED");
    const closedMail = (await mailTo(t, u.otherTelerad.email)).filter((m) => m.subject === `Request closed: "${tender.title}"`);
    expect(closedMail).toHaveLength(1);
    // The owner may still decline the others after closing.
    expect((await setStatus("owner", loser.id, { status: "DECLINED" })).status).toBe(200);
  });

  it("refuses closeRequest with anything but an award, and an illegal award does not close", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: providerA.id });
    let res = await setStatus("owner", app.id, { status: "SHORTLISTED", closeRequest: true });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Only an award can close the request");
    res = await setStatus("owner", app.id, { status: "AWARDED", closeRequest: true });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("An application cannot change from SUBMITTED to AWARDED");
    expect((await requestRow(t, tender.id)).status).toBe("OPEN");
    expect((await applicationRow(t, app.id))!.status).toBe("SUBMITTED");
  });
});

describe("who sees applications", () => {
  it("the request's list: owning hospital and admins only, newest first, with the provider and a status filter", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const a = await (await applyAs("applicant", tender.id, { pricePerCt: 10, note: "first" })).json();
    const b = await (await applyAs("otherTelerad", tender.id, { pricePerCt: 11 })).json();
    await setStatus("owner", b.id, { status: "SHORTLISTED" });
    const url = `/api/requests/${tender.id}/applications`;
    for (const who of ["owner", "admin"] as const) {
      const res = await t.request("GET", url, { cookie: cookieOf(who) });
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.total).toBe(2);
      expect(page.data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
      expect(page.data[1].provider).toEqual({ id: providerA.id, name: providerA.name, slug: providerA.slug });
      expect(page.data[1].note).toBe("first");
      expect(page.counts).toMatchObject({ SUBMITTED: 1, SHORTLISTED: 1, AWARDED: 0 });
    }
    const filtered = await (await t.request("GET", `${url}?status=SHORTLISTED`, { cookie: u.owner.cookie })).json();
    expect(filtered.total).toBe(1);
    expect(filtered.data[0].id).toBe(b.id);
    expect((await t.request("GET", `${url}?status=NOPE`, { cookie: u.owner.cookie })).status).toBe(400);
    for (const who of ["otherHospital", "applicant", "otherTelerad", "basic"] as const) {
      const res = await t.request("GET", url, { cookie: cookieOf(who) });
      expect(res.status, who).toBe(403);
      expect(await errorOf(res)).toBe("Only the hospital that posted this request or an admin can view its applications");
    }
    expect((await t.request("GET", url)).status).toBe(401);
  });

  it("a provider's users see their own application to a request, and nobody else's", async () => {
    const tender = await make.request(t, { hospitalId: u.owner.userId });
    const a = await (await applyAs("applicant", tender.id, { pricePerCt: 9.99, currency: "GBP" })).json();
    const url = `/api/requests/${tender.id}/applications/mine`;
    for (const who of ["applicant", "colleague"] as const) {
      const body = await (await t.request("GET", url, { cookie: cookieOf(who) })).json();
      expect(body.application).toMatchObject({ id: a.id, pricePerCt: 9.99, currency: "GBP", status: "SUBMITTED" });
    }
    for (const who of ["otherTelerad", "owner", "basic", "admin"] as const) {
      const res = await t.request("GET", url, { cookie: cookieOf(who) });
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
      const tender = await make.request(t, { hospitalId: u.owner.userId, title: `Mine ${i} ${provider.slug}` });
      ids.push((await (await applyAs(me, tender.id, { pricePerCt: 10 + i })).json()).id);
    }
    const other = await make.request(t, { hospitalId: u.owner.userId });
    await applyAs("otherTelerad", other.id, { pricePerCt: 5 });
    const res = await t.request("GET", "/api/me/applications?pageSize=2", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, hasNext: true, hasPrev: false });
    expect(page.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
    expect(page.data[0].tender).toEqual({ id: expect.any(String), title: `Mine 2 ${provider.slug}`, country: "DE", status: "OPEN" });
    expect(JSON.stringify(page)).not.toContain("Facility");
    const second = await (await t.request("GET", "/api/me/applications?pageSize=2&page=2", { cookie: me.cookie })).json();
    expect(second.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    expect((await t.request("GET", "/api/me/applications", { cookie: u.basic.cookie })).status).toBe(403);
    expect((await t.request("GET", "/api/me/applications")).status).toBe(401);
  });

  it("documents the routes in OpenAPI", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    for (const p of ["/api/requests/{id}/applications", "/api/requests/{id}/applications/mine", "/api/applications/{id}", "/api/me/applications"])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
