import { and, asc, eq, ne } from "drizzle-orm";
import { events } from "@/server/db/schema";
import type { TestApp } from "./harness";

/** Every event recorded about one thing, oldest first. */
export async function eventsAbout(t: TestApp, entityId: string) {
  // A provider's organisation shares its id: its membership events are the organisation's, not the provider's.
  return t.services.database.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, entityId), ne(events.entityType, "organisation")))
    .orderBy(asc(events.at), asc(events.id));
}

/** Every event of one request's timeline, oldest first. */
export async function eventsOfRequest(t: TestApp, requestId: string) {
  return t.services.database.db.select().from(events).where(eq(events.requestId, requestId)).orderBy(asc(events.at), asc(events.id));
}
