/**
 * A change and its event commit together or not at all: with mail made to fail inside the transaction
 * (after the event is inserted), the write is refused and neither the change nor its event remains.
 * A database of its own, since the failing trigger is on a shared table.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, events, tenders } from "@/server/db/schema";
import * as make from "../support/factories";
import { failMail } from "../support/mail-failure";
import { eventsOfRequest } from "./events-support";
import { type TestApp, startTestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
});
afterAll(() => t?.close());

const db = () => t.services.database.db;

describe("a failed write leaves no event", () => {
  it("closing a request with applicants while mail fails: still OPEN, no 'closed' event; then it closes with its event", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const provider = await make.provider(t);
    await make.account(t, { role: "telerad", providerId: provider.id });
    const r = await make.request(t, { hospitalId: hospital.userId });
    await make.application(t, { tenderId: r.id, providerId: provider.id });

    await failMail(t, true);
    try {
      const res = await t.request("POST", `/api/requests/${r.id}/close`, { cookie: hospital.cookie, body: {} });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await failMail(t, false);
    }
    const [row] = await db().select({ status: tenders.status }).from(tenders).where(eq(tenders.id, r.id));
    expect(row!.status).toBe("OPEN");
    expect(await eventsOfRequest(t, r.id)).toEqual([]);

    expect((await t.request("POST", `/api/requests/${r.id}/close`, { cookie: hospital.cookie, body: {} })).status).toBe(200);
    expect((await eventsOfRequest(t, r.id)).map((e) => e.action)).toEqual(["closed"]);
  });

  it("applying while mail fails: no application and no 'submitted' event", async () => {
    const hospital = await make.account(t, { role: "hospital" });
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    const r = await make.request(t, { hospitalId: hospital.userId });
    await failMail(t, true);
    try {
      const res = await t.request("POST", `/api/requests/${r.id}/applications`, { cookie: telerad.cookie, body: { pricePerCt: 10, currency: "EUR" } });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await failMail(t, false);
    }
    expect(await db().select().from(applications).where(eq(applications.tenderId, r.id))).toEqual([]);
    expect(await eventsOfRequest(t, r.id)).toEqual([]);
  });

  it("every 'closed' event's request is CLOSED, and every 'submitted' event's application exists", async () => {
    const closedOpen = await db()
      .select({ id: events.id })
      .from(events)
      .innerJoin(tenders, eq(tenders.id, events.requestId))
      .where(and(eq(events.entityType, "request"), eq(events.action, "closed"), sql`${tenders.status} <> 'CLOSED'`));
    expect(closedOpen).toEqual([]);
    const orphans = await db()
      .select({ id: events.id })
      .from(events)
      .leftJoin(applications, sql`${applications.id}::text = ${events.entityId}`)
      .where(and(eq(events.entityType, "application"), eq(events.action, "submitted"), sql`${applications.id} is null`));
    expect(orphans).toEqual([]);
    const closedCount = await db().select({ id: events.id }).from(events).where(and(eq(events.entityType, "request"), eq(events.action, "closed")));
    expect(closedCount.length).toBeGreaterThan(0);
  });
});
