import { and, asc, eq, lte, sql } from "drizzle-orm";
import { SAVED_SEARCH_MAX } from "@/shared/contracts/saved-searches";
import type { Db, Tx } from "../../db/client";
import { savedSearches } from "../../db/notifications-schema";
import { nextDigestAt } from "./digest-time";

type Conn = Db | Tx;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A user's saved searches, oldest first (saved_searches_user_idx); there are at most SAVED_SEARCH_MAX. */
export function listForUser(db: Conn, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
    .limit(SAVED_SEARCH_MAX + 1);
}

export async function insertSavedSearch(tx: Tx, values: typeof savedSearches.$inferInsert) {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  return row!;
}

/** The user's saved search, locked for the transaction; null when the user has none of that id. */
export async function lockOwn(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateSavedSearch(tx: Tx, id: string, values: Partial<typeof savedSearches.$inferInsert>) {
  const [row] = await tx
    .update(savedSearches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(savedSearches.id, id))
    .returning();
  return row!;
}

export async function deleteOwn(db: Conn, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Moves the user's daily searches to the next 07:00 of a new time zone. */
export async function rescheduleDigests(tx: Conn, userId: string, timeZone: string, now: Date) {
  await tx
    .update(savedSearches)
    .set({ nextDigestAt: nextDigestAt(now, timeZone) })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.frequency, "daily")));
}

/** Instant searches of a scope, one batch after `afterId` (saved_searches_instant_idx). */
export function instantBatch(db: Conn, scope: SavedSearchRow["scope"], afterId: string | null, limit: number) {
  return db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.frequency, "instant"), eq(savedSearches.scope, scope), afterId ? sql`${savedSearches.id} > ${afterId}` : undefined))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/** Daily searches whose digest is due at `now` (saved_searches_digest_idx). */
export function dueDigests(db: Conn, now: Date, limit: number) {
  return db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.frequency, "daily"), lte(savedSearches.nextDigestAt, now)))
    .orderBy(asc(savedSearches.nextDigestAt), asc(savedSearches.id))
    .limit(limit);
}

/** The saved search, locked, unless another process is alerting it right now (then null: it will do it). */
export async function claim(tx: Tx, id: string) {
  const [row] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for("update", { skipLocked: true }).limit(1);
  return row ?? null;
}
