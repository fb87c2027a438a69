/**
 * The history's read routes per role: a request's Activity (owner and admins: everything; a telerad user:
 * its own application's events, hospital users shown by role only) and /api/admin/activity (admins).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage } from "@/shared/contracts/events";
import { EVENT_MESSAGES } from "@/shared/contracts/events";
import { recordEvent } from "@/server/modules/events/record";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

type Signed = Awaited<ReturnType<typeof make.signedInAs>>;
let t: TestApp;
let owner: Signed;
let otherHospital: Signed;
let admin: Signed;
let basic: Signed;
let mine: Signed;
let rival: Signed;
let noProvider: Signed;
let requestId: string;
let myApplicationId: string;
let rivalApplicationId: string;

const get = async (url: string, who?: Signed) => t.request("GET", url, { cookie: who?.cookie });
const page = async (url: string, who: Signed) => {
  const res = await get(url, who);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ActivityPage;
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await make.signedInAs(t, "hospital");
  otherHospital = await make.signedInAs(t, "hospital");
  admin = await make.signedInAs(t, "admin");
  basic = await make.signedInAs(t, "basic");
  noProvider = await make.signedInAs(t, "telerad");
  const [p1, p2] = [await make.provider(t), await make.provider(t)];
  mine = await make.signedInAs(t, "telerad", p1.id);
  rival = await make.signedInAs(t, "telerad", p2.id);
  const created = await t.request("POST", "/api/requests", {
    cookie: owner.cookie,
    body: { title: "Activity CT", facility: "Secret Facility", country: "DE", description: "Nights", modalities: ["CT"], tatRequirement: "1-4h", contactEmail: "secret@example.test" },
  });
  requestId = ((await created.json()) as { id: string }).id;
  const apply = async (who: Signed, price: number) =>
    ((await (await t.request("POST", `/api/requests/${requestId}/applications`, { cookie: who.cookie, body: { pricePerCt: price, currency: "EUR" } })).json()) as { id: string }).id;
  myApplicationId = await apply(mine, 10);
  rivalApplicationId = await apply(rival, 9);
  const status = (id: string, status: string) => t.request("PATCH", `/api/applications/${id}`, { cookie: owner.cookie, body: { status } });
  expect((await status(myApplicationId, "SHORTLISTED")).status).toBe(200);
  expect((await status(rivalApplicationId, "DECLINED")).status).toBe(200);
  expect((await t.request("PUT", `/api/applications/${myApplicationId}/quality-score`, { cookie: owner.cookie, body: { qualityScore: 8 } })).status).toBe(200);
  expect((await t.request("POST", `/api/requests/${requestId}/close`, { cookie: admin.cookie, body: {} })).status).toBe(200);
});
afterAll(() => t?.close());

const activity = () => `/api/requests/${requestId}/activity`;

describe("GET /api/requests/{id}/activity", () => {
  it("gives the owner every event of the request, newest first, with actors' e-mails and labels", async () => {
    const body = await page(`${activity()}?pageSize=50`, owner);
    expect(body.data.map((e) => e.action)).toEqual(["closed", "quality_scored", "status_changed", "status_changed", "submitted", "submitted", "created"]);
    expect(body.total).toBe(7);
    const closed = body.data[0]!;
    expect(closed).toMatchObject({ entityType: "request", entityId: requestId, label: "Request closed", actor: { email: admin.email, role: "admin" }, requestId });
    expect(closed.changes).toEqual([{ field: "status", before: "OPEN", after: "CLOSED" }]);
    expect(new Date(closed.at).getTime()).toBeGreaterThan(new Date(body.data[6]!.at).getTime() - 1);
    expect(body.data.at(-1)!.actor).toEqual({ email: owner.email, role: "hospital" });
  });

  it("gives an admin the same", async () => {
    expect((await page(`${activity()}?pageSize=50`, admin)).total).toBe(7);
  });

  it("pages: pageSize 3 gives 3 events and a next page; page 3 the last one", async () => {
    const first = await page(`${activity()}?pageSize=3`, owner);
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 7, hasNext: true, hasPrev: false });
    expect(first.data).toHaveLength(3);
    const last = await page(`${activity()}?pageSize=3&page=3`, owner);
    expect(last.data.map((e) => e.action)).toEqual(["created"]);
    expect(last.hasNext).toBe(false);
  });

  it("gives a telerad user only its own application's events, without the quality score, hospital actors shown by role", async () => {
    const body = await page(`${activity()}?pageSize=50`, mine);
    expect(body.data.map((e) => [e.entityId, e.action])).toEqual([
      [myApplicationId, "status_changed"],
      [myApplicationId, "submitted"],
    ]);
    expect(body.data[0]!.actor).toEqual({ email: null, role: "hospital" });
    expect(body.data[1]!.actor).toEqual({ email: mine.email, role: "telerad" });
  });

  it("never sends a telerad user a hospital user's e-mail or id, the facility, or another provider's events", async () => {
    for (const who of [mine, rival]) {
      const text = await (await get(`${activity()}?pageSize=100`, who)).text();
      for (const secret of [owner.email, owner.userId, admin.email, admin.userId, "Secret Facility", "secret@example.test"]) expect(text).not.toContain(secret);
    }
    const mineText = await (await get(`${activity()}?pageSize=100`, mine)).text();
    expect(mineText).not.toContain(rivalApplicationId);
    expect(mineText).not.toContain(rival.email);
    const rivalText = await (await get(`${activity()}?pageSize=100`, rival)).text();
    expect(rivalText).not.toContain(myApplicationId);
    expect(rivalText).toContain("DECLINED");
  });

  it("refuses anonymous (401), basic, another hospital and a telerad without provider (403)", async () => {
    expect((await get(activity())).status).toBe(401);
    for (const who of [basic, otherHospital, noProvider]) {
      const res = await get(activity(), who);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(EVENT_MESSAGES.notAllowed);
    }
  });

  it("answers 404 for an unknown or deleted request, also to its owner; 400 for a bad id or paging", async () => {
    expect((await get(`/api/requests/${randomUUID()}/activity`, admin)).status).toBe(404);
    const doomedOwner = await make.signedInAs(t, "hospital");
    const doomed = await make.request(t, { hospitalId: doomedOwner.userId });
    await recordEvent(t.services.database.db, null, { entityType: "request", entityId: doomed.id, action: "closed", requestId: doomed.id });
    expect((await t.request("DELETE", `/api/requests/${doomed.id}`, { cookie: doomedOwner.cookie })).status).toBe(204);
    expect((await get(`/api/requests/${doomed.id}/activity`, doomedOwner)).status).toBe(404);
    // Its events stay for the admins.
    expect((await page(`/api/admin/activity?actor=${encodeURIComponent(doomedOwner.email)}`, admin)).data.map((e) => e.action)).toEqual(["deleted"]);
    expect((await get("/api/requests/not-an-id/activity", owner)).status).toBe(400);
    for (const q of ["page=0", "pageSize=101", "pageSize=x"]) expect((await get(`${activity()}?${q}`, owner)).status).toBe(400);
  });
});

describe("GET /api/admin/activity", () => {
  const admin$ = (q = "") => page(`/api/admin/activity${q}`, admin);

  it("refuses anonymous (401) and every other role (403)", async () => {
    expect((await get("/api/admin/activity")).status).toBe(401);
    for (const who of [basic, owner, mine]) expect((await get("/api/admin/activity", who)).status).toBe(403);
  });

  it("lists every event newest first, with the request as link target", async () => {
    const body = await admin$("?pageSize=100");
    const times = body.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data.some((e) => e.entityType === "user")).toBe(true);
    expect(body.data.find((e) => e.entityId === myApplicationId)?.requestId).toBe(requestId);
  });

  it("filters by entity type and by actor (exact, any case), together", async () => {
    const requests = await admin$("?entityType=request&pageSize=100");
    expect(requests.data.length).toBeGreaterThan(0);
    expect(requests.data.every((e) => e.entityType === "request")).toBe(true);
    const byOwner = await admin$(`?actor=${encodeURIComponent(owner.email.toUpperCase())}&pageSize=100`);
    // The request, and the organisation its first request gave the owner (created, joined).
    expect(byOwner.data.map((e) => e.action).sort()).toEqual(["created", "created", "joined", "quality_scored", "status_changed", "status_changed"]);
    const both = await admin$(`?actor=${encodeURIComponent(owner.email)}&entityType=application`);
    expect(both.total).toBe(3);
    expect((await admin$(`?actor=${encodeURIComponent(`x${owner.email}`)}`)).total).toBe(0);
  });

  it("filters by a range of days, both ends included (UTC)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const byOwner = `actor=${encodeURIComponent(owner.email)}`;
    expect((await admin$(`?${byOwner}&from=${today}&to=${today}`)).total).toBe(6);
    expect((await admin$(`?${byOwner}&to=2020-01-01`)).total).toBe(0);
    expect((await admin$(`?${byOwner}&from=2999-01-01`)).total).toBe(0);
  });

  it("pages in the same order", async () => {
    const byOwner = `actor=${encodeURIComponent(owner.email)}`;
    const whole = await admin$(`?${byOwner}&pageSize=4`);
    const second = await admin$(`?${byOwner}&pageSize=2&page=2`);
    expect(second.data.map((e) => e.id)).toEqual(whole.data.slice(2, 4).map((e) => e.id));
    expect(second).toMatchObject({ total: 6, hasPrev: true, hasNext: true });
  });

  it.each([
    ["entityType=order", EVENT_MESSAGES.entityType],
    ["actor=not-an-email", EVENT_MESSAGES.actor],
    [`actor=${"a".repeat(250)}@x.test`, EVENT_MESSAGES.actor],
    ["from=2026-02-30", EVENT_MESSAGES.from],
    ["from=yesterday", EVENT_MESSAGES.from],
    ["from=0000-01-01", EVENT_MESSAGES.from],
    ["to=2026-13-01", EVENT_MESSAGES.to],
    ["to=2026-01-01T00:00:00Z", EVENT_MESSAGES.to],
    ["from=2026-05-02&to=2026-05-01", EVENT_MESSAGES.range],
    ["page=0", "page must be at least 1"],
    ["pageSize=101", "pageSize must be at most 100"],
  ])("answers 400 to %s with its message", async (q, message) => {
    const res = await get(`/api/admin/activity?${q}`, admin);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(message);
  });
});
