import { and, eq, gte, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { EventEntityType } from "@/shared/contracts/event-actions";
import type { Db, Tx } from "../../db/client";
import { boundedTotal } from "../../db/counting";
import { events } from "../../db/schema";

export type EventRow = typeof events.$inferSelect;

/** Appends events (the history is append-only: nothing here updates or deletes them). */
export async function insertEvents(db: Db | Tx, rows: (typeof events.$inferInsert)[]): Promise<void> {
  await db.insert(events).values(rows);
}

/** A request's timeline; with a provider, only that provider's application events (its Activity view). */
export interface RequestEventFilter {
  requestId: string;
  providerId?: string;
  /** On the hospital's side, only these providers' events besides the request's own (the bids a panel member may see, issue 33). */
  visibleProviders?: readonly string[];
}

function requestWhere(f: RequestEventFilter): SQL | undefined {
  if (f.visibleProviders)
    return and(eq(events.requestId, f.requestId), or(isNull(events.providerId), f.visibleProviders.length ? inArray(events.providerId, [...f.visibleProviders]) : undefined));
  if (!f.providerId) return eq(events.requestId, f.requestId);
  // A provider sees its application's events, but not the hospital's quality score before the outcome (PRODUCT.md #24).
  return and(eq(events.requestId, f.requestId), eq(events.providerId, f.providerId), eq(events.entityType, "application"), ne(events.action, "quality_scored"));
}

/** Written as the indexes are built (migration 0005: "at" DESC NULLS LAST, id DESC NULLS LAST), so they give the order. */
const newestFirst = [sql`${events.at} desc nulls last`, sql`${events.id} desc nulls last`];

/** One page of a request's events, newest first, through events_request_at_idx (exported so tests can EXPLAIN it). */
export const requestEventsQuery = (db: Db, f: RequestEventFilter, limit: number, offset: number) =>
  db.select().from(events).where(requestWhere(f)).orderBy(...newestFirst).limit(limit).offset(offset);
export const requestEventsMatches = (db: Db, f: RequestEventFilter) => db.select({ one: sql`1` }).from(events).where(requestWhere(f));

export async function listRequestEvents(db: Db, f: RequestEventFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([requestEventsQuery(db, f, limit, offset), boundedTotal(db, requestEventsMatches(db, f))]);
  return { rows, count };
}

/** /admin/activity: each filter has an index that also gives the order (events_entity_at_idx, events_actor_at_idx, events_at_idx). */
export interface AdminEventFilter {
  entityType?: EventEntityType;
  /** Lower case, as recorded. */
  actor?: string;
  /** From this instant (included) to `before` (excluded). */
  from?: Date;
  before?: Date;
}

function adminWhere(f: AdminEventFilter): SQL | undefined {
  return and(
    f.entityType ? eq(events.entityType, f.entityType) : undefined,
    f.actor ? eq(events.actorEmail, f.actor) : undefined,
    f.from ? gte(events.at, f.from) : undefined,
    f.before ? lt(events.at, f.before) : undefined,
  );
}

export const adminEventsQuery = (db: Db, f: AdminEventFilter, limit: number, offset: number) =>
  db.select().from(events).where(adminWhere(f)).orderBy(...newestFirst).limit(limit).offset(offset);
export const adminEventsMatches = (db: Db, f: AdminEventFilter) => db.select({ one: sql`1` }).from(events).where(adminWhere(f));

export async function listAdminEvents(db: Db, f: AdminEventFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([adminEventsQuery(db, f, limit, offset), boundedTotal(db, adminEventsMatches(db, f))]);
  return { rows, count };
}

/** One thing's events (an organisation's Activity), newest first, through events_subject_at_idx; `hidden` actions left out. */
const subjectWhere = (entityType: EventEntityType, entityId: string, hidden: readonly string[]) =>
  and(eq(events.entityType, entityType), eq(events.entityId, entityId), hidden.length ? notInArray(events.action, [...hidden]) : undefined);

export const subjectEventsQuery = (db: Db, entityType: EventEntityType, entityId: string, limit: number, offset: number, hidden: readonly string[] = []) =>
  db.select().from(events).where(subjectWhere(entityType, entityId, hidden)).orderBy(...newestFirst).limit(limit).offset(offset);

export async function listSubjectEvents(db: Db, entityType: EventEntityType, entityId: string, limit: number, offset: number, hidden: readonly string[] = []) {
  const matches = db.select({ one: sql`1` }).from(events).where(subjectWhere(entityType, entityId, hidden));
  const [rows, count] = await Promise.all([subjectEventsQuery(db, entityType, entityId, limit, offset, hidden), boundedTotal(db, matches)]);
  return { rows, count };
}
