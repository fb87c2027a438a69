/**
 * History, section 3 of issue 15: each request and application write leaves exactly its event, with the
 * actor as it was and the fields before and after; a refused write leaves no event and no change.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, events, tenders } from "@/server/db/schema";
import * as make from "../support/factories";
import { eventsAbout, eventsOfRequest } from "./events-support";
import { type TestApp, startTestApp } from "./harness";

let t: TestApp;
let hospital: Awaited<ReturnType<typeof make.signedInAs>>;
let otherHospital: Awaited<ReturnType<typeof make.signedInAs>>;
let admin: Awaited<ReturnType<typeof make.signedInAs>>;
let telerad: Awaited<ReturnType<typeof make.signedInAs>>;
let providerId: string;

beforeAll(async () => {
  t = await startTestApp();
  hospital = await make.signedInAs(t, "hospital");
  otherHospital = await make.signedInAs(t, "hospital");
  admin = await make.signedInAs(t, "admin");
  providerId = (await make.provider(t)).id;
  telerad = await make.signedInAs(t, "telerad", providerId);
});
afterAll(() => t?.close());

const db = () => t.services.database.db;
const ownRequest = () => make.request(t, { hospitalId: hospital.userId });
const body = { title: "Night CT cover", facility: "St. Example", country: "DE", description: "Overnight CT reads", modalities: ["CT"], tatRequirement: "1-4h" };

describe("request writes", () => {
  it("creating records 'created' with a snapshot of the fields, the hospital as actor", async () => {
    const res = await t.request("POST", "/api/requests", { cookie: hospital.cookie, body: { ...body, contactEmail: "desk@example.test" } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const list = await eventsAbout(t, id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ entityType: "request", action: "created", requestId: id, actorUserId: hospital.userId, actorEmail: hospital.email, actorRole: "hospital" });
    expect(list[0]!.changes).toMatchObject({
      title: { before: null, after: "Night CT cover" },
      facility: { before: null, after: "St. Example" },
      contactEmail: { before: null, after: "desk@example.test" },
      status: { before: null, after: "OPEN" },
    });
  });

  it("a refused create (bad input, wrong role) records nothing", async () => {
    // This file's own callers' rows only: other files write requests to a shared database at the same time.
    const mine = () => db().select({ id: tenders.id }).from(tenders).where(inArray(tenders.hospitalId, [hospital.userId, telerad.userId]));
    const theirEvents = () => db().select({ id: events.id }).from(events).where(inArray(events.actorUserId, [hospital.userId, telerad.userId]));
    const before = await mine();
    const eventsBefore = await theirEvents();
    expect((await t.request("POST", "/api/requests", { cookie: hospital.cookie, body: { ...body, title: "" } })).status).toBe(400);
    expect((await t.request("POST", "/api/requests", { cookie: telerad.cookie, body })).status).toBe(403);
    expect((await mine()).length).toBe(before.length);
    expect((await theirEvents()).length).toBe(eventsBefore.length);
  });

  it("closing records 'closed'; closing again (409) or by another hospital (403) records nothing", async () => {
    const r = await ownRequest();
    expect((await t.request("POST", `/api/requests/${r.id}/close`, { cookie: otherHospital.cookie, body: {} })).status).toBe(403);
    expect(await eventsAbout(t, r.id)).toHaveLength(0);
    expect((await t.request("POST", `/api/requests/${r.id}/close`, { cookie: hospital.cookie, body: {} })).status).toBe(200);
    expect((await t.request("POST", `/api/requests/${r.id}/close`, { cookie: hospital.cookie, body: {} })).status).toBe(409);
    const list = await eventsAbout(t, r.id);
    expect(list.map((e) => e.action)).toEqual(["closed"]);
    expect(list[0]).toMatchObject({ actorEmail: hospital.email, actorRole: "hospital", changes: { status: { before: "OPEN", after: "CLOSED" } } });
  });

  it("reopening records 'reopened' with the new deadline as a change; a refused reopen records nothing", async () => {
    const past = new Date(Date.now() - 86_400_000);
    const r = await make.request(t, { hospitalId: hospital.userId, status: "CLOSED", deadline: past });
    expect((await t.request("POST", `/api/requests/${r.id}/reopen`, { cookie: hospital.cookie, body: {} })).status).toBe(409);
    expect(await eventsAbout(t, r.id)).toHaveLength(0);
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await t.request("POST", `/api/requests/${r.id}/reopen`, { cookie: admin.cookie, body: { deadline } })).status).toBe(200);
    const list = await eventsAbout(t, r.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ action: "reopened", actorEmail: admin.email, actorRole: "admin" });
    expect(list[0]!.changes).toEqual({
      status: { before: "CLOSED", after: "OPEN" },
      deadline: { before: past.toISOString(), after: deadline },
    });
  });

  it("deleting records 'deleted' with the request as it was; the request's earlier events stay", async () => {
    const r = await ownRequest();
    expect((await t.request("POST", `/api/requests/${r.id}/close`, { cookie: hospital.cookie, body: {} })).status).toBe(200);
    expect((await t.request("DELETE", `/api/requests/${r.id}`, { cookie: otherHospital.cookie })).status).toBe(403);
    expect((await t.request("DELETE", `/api/requests/${r.id}`, { cookie: hospital.cookie })).status).toBe(204);
    expect((await t.request("DELETE", `/api/requests/${r.id}`, { cookie: hospital.cookie })).status).toBe(404);
    const list = await eventsOfRequest(t, r.id);
    expect(list.map((e) => e.action)).toEqual(["closed", "deleted"]);
    expect(list[1]!.changes).toMatchObject({ title: { before: r.title, after: null }, facility: { before: r.facility, after: null }, status: { before: "CLOSED", after: null } });
  });
});

describe("application writes", () => {
  const apply = (requestId: string, cookie: string, payload: unknown = { pricePerCt: 11.5, currency: "EUR", note: "We read overnight" }) =>
    t.request("POST", `/api/requests/${requestId}/applications`, { cookie, body: payload });
  const setStatus = (id: string, cookie: string, payload: unknown) => t.request("PATCH", `/api/applications/${id}`, { cookie, body: payload });

  it("applying records 'submitted' with the bid; a second application (409) and bad input (400) record nothing", async () => {
    const r = await ownRequest();
    const res = await apply(r.id, telerad.cookie);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await apply(r.id, telerad.cookie)).status).toBe(409);
    expect((await apply(r.id, telerad.cookie, { pricePerCt: -1 })).status).toBe(400);
    const list = await eventsOfRequest(t, r.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ entityType: "application", entityId: id, action: "submitted", providerId, actorEmail: telerad.email, actorRole: "telerad" });
    expect(list[0]!.changes).toMatchObject({ status: { after: "SUBMITTED" }, pricePerCt: { after: 11.5 }, currency: { after: "EUR" }, note: { after: "We read overnight" } });
  });

  it("a status change records 'status_changed'; a withdrawal 'withdrawn'; an illegal move (409) or an outsider (403) nothing", async () => {
    const r = await ownRequest();
    const a = await make.application(t, { tenderId: r.id, providerId });
    expect((await setStatus(a.id, otherHospital.cookie, { status: "SHORTLISTED" })).status).toBe(403);
    expect((await setStatus(a.id, hospital.cookie, { status: "SHORTLISTED" })).status).toBe(200);
    expect((await setStatus(a.id, hospital.cookie, { status: "SUBMITTED" })).status).not.toBe(200);
    expect((await setStatus(a.id, telerad.cookie, { status: "WITHDRAWN" })).status).toBe(200);
    expect((await setStatus(a.id, hospital.cookie, { status: "AWARDED" })).status).toBe(409);
    const list = await eventsAbout(t, a.id);
    expect(list.map((e) => [e.action, e.actorRole, e.changes])).toEqual([
      ["status_changed", "hospital", { status: { before: "SUBMITTED", after: "SHORTLISTED" } }],
      ["withdrawn", "telerad", { status: { before: "SHORTLISTED", after: "WITHDRAWN" } }],
    ]);
    expect(list.every((e) => e.requestId === r.id && e.providerId === providerId)).toBe(true);
  });

  it("Award and close records the award, the request closing and one 'status_changed' per declined bid, by the awarding user", async () => {
    const r = await ownRequest();
    const others = [await make.provider(t), await make.provider(t)];
    const winner = await make.application(t, { tenderId: r.id, providerId, status: "SHORTLISTED" });
    const lost1 = await make.application(t, { tenderId: r.id, providerId: others[0]!.id, status: "SHORTLISTED" });
    const lost2 = await make.application(t, { tenderId: r.id, providerId: others[1]!.id });
    expect((await setStatus(winner.id, hospital.cookie, { status: "AWARDED", closeRequest: true })).status).toBe(200);
    const list = await eventsOfRequest(t, r.id);
    const summary = list.map((e) => [e.entityId, e.action, e.changes.status]);
    expect(summary).toHaveLength(4);
    expect(summary).toEqual(
      expect.arrayContaining([
        [winner.id, "status_changed", { before: "SHORTLISTED", after: "AWARDED" }],
        [r.id, "closed", { before: "OPEN", after: "CLOSED" }],
        [lost1.id, "status_changed", { before: "SHORTLISTED", after: "DECLINED" }],
        [lost2.id, "status_changed", { before: "SUBMITTED", after: "DECLINED" }],
      ]),
    );
    expect(list.every((e) => e.actorUserId === hospital.userId && e.actorEmail === hospital.email)).toBe(true);
  });

  it("entering a quality score records 'quality_scored' with the score before and after; a refused one nothing", async () => {
    const r = await ownRequest();
    const a = await make.application(t, { tenderId: r.id, providerId });
    const score = (cookie: string, qualityScore: unknown) => t.request("PUT", `/api/applications/${a.id}/quality-score`, { cookie, body: { qualityScore } });
    expect((await score(otherHospital.cookie, 7)).status).toBe(403);
    expect((await score(hospital.cookie, 11)).status).toBe(400);
    expect((await score(hospital.cookie, 7.5)).status).toBe(200);
    expect((await score(admin.cookie, null)).status).toBe(200);
    const list = await eventsAbout(t, a.id);
    expect(list.map((e) => [e.action, e.actorEmail, e.changes])).toEqual([
      ["quality_scored", hospital.email, { qualityScore: { before: null, after: 7.5 } }],
      ["quality_scored", admin.email, { qualityScore: { before: 7.5, after: null } }],
    ]);
    const [row] = await db().select().from(applications).where(eq(applications.id, a.id));
    expect(row!.qualityScore).toBeNull();
  });
});
