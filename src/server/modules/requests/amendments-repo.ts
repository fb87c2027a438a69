import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { applications, events, type FieldChange, tenders } from "../../db/schema";

/** Whether the request has an application that is not WITHDRAWN. */
export async function hasLiveApplications(tx: Tx, tenderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN")))
    .limit(1);
  return row !== undefined;
}

/** Stamps the amendment time (the transaction's now(), as the event's) and returns it. */
export async function markAmended(tx: Tx, tenderId: string): Promise<Date> {
  const [row] = await tx.update(tenders).set({ amendedAt: sql`now()` }).where(eq(tenders.id, tenderId)).returning({ amendedAt: tenders.amendedAt });
  return row!.amendedAt as Date;
}

/** At most this many amendments are listed on a request (newest first). */
const AMENDMENTS_SHOWN = 50;

/** The request's "amended" events, newest first (the events_subject_at_idx index). */
export async function amendmentEvents(db: Db, tenderId: string): Promise<{ at: Date; changes: Record<string, FieldChange> }[]> {
  return db
    .select({ at: events.at, changes: events.changes })
    .from(events)
    .where(and(eq(events.entityType, "request"), eq(events.entityId, tenderId), eq(events.action, "amended")))
    .orderBy(desc(events.at), desc(events.id))
    .limit(AMENDMENTS_SHOWN);
}
