import { type TestApp, startTestApp } from "./harness";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events, tenders } from "@/server/db/schema";
import { seedDemo } from "@/server/db/seed/demo";
import * as make from "../support/factories";

/** Issue 28 §5: the demo seed writes and reads only its own rows, whatever else the database holds. */

let t: TestApp;
const foreign: { providerId?: string; requestId?: string; applicationId?: string } = {};

beforeAll(async () => {
  // A database of its own: the demo accounts' addresses are fixed.
  t = await startTestApp({}, { ownDatabase: true });
  const db = t.services.database.db;
  // Rows that were there before the demo (as `seed --scale` leaves them), with a response count the seed must leave as it is.
  const provider = await make.provider(t);
  const request = await make.request(t, { responseCount: 7 });
  const application = await make.application(t, { tenderId: request.id, providerId: provider.id });
  Object.assign(foreign, { providerId: provider.id, requestId: request.id, applicationId: application.id });
  await seedDemo(db, t.services.config.authSecret);
});
afterAll(() => t?.close());

it("writes no history for rows it did not make and leaves their response counts alone", async () => {
  const db = t.services.database.db;
  const ids = [foreign.providerId!, foreign.requestId!, foreign.applicationId!];
  const theirs = await db
    .select({ id: events.id })
    .from(events)
    .where(or(inArray(events.entityId, ids), inArray(events.requestId, [foreign.requestId!]), inArray(events.providerId, [foreign.providerId!])));
  expect(theirs).toEqual([]);
  const [request] = await db.select({ responseCount: tenders.responseCount }).from(tenders).where(eq(tenders.id, foreign.requestId!));
  expect(request!.responseCount).toBe(7);
  // The demo's own rows have their history.
  const [flagship] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.title, "MRI backlog reduction – Germany"));
  expect((await db.select({ id: events.id }).from(events).where(eq(events.requestId, flagship!.id))).length).toBeGreaterThan(4);
});
