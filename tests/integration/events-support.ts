import { asc, eq } from "drizzle-orm";
import { events } from "@/server/db/schema";
import type { TestApp } from "./harness";

/** Every event recorded about one thing, oldest first. */
export async function eventsAbout(t: TestApp, entityId: string) {
  return t.services.database.db.select().from(events).where(eq(events.entityId, entityId)).orderBy(asc(events.at), asc(events.id));
}

/** Every event of one request's timeline, oldest first. */
export async function eventsOfRequest(t: TestApp, requestId: string) {
  return t.services.database.db.select().from(events).where(eq(events.requestId, requestId)).orderBy(asc(events.at), asc(events.id));
}
