import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobLeases } from "../db/notifications-schema";

/** `ms` milliseconds after the database's clock: leases are judged by one clock, whichever process asks. */
const fromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/**
 * Takes the job's lease for `holder` for `leaseMs` (by the database's clock) when no live lease exists and
 * the job is due: its last run started at or before `dueBy` (null: due whenever free). Returns the last
 * run's start, or undefined when the lease was not taken. One row per job: exactly one process wins.
 */
export async function takeLease(db: Db, name: string, holder: string, leaseMs: number, dueBy: Date | null) {
  const due = dueBy ? sql`and (${jobLeases.lastRunAt} is null or ${jobLeases.lastRunAt} <= ${dueBy})` : sql``;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, lockedUntil: fromNow(leaseMs) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, lockedUntil: sql`excluded.locked_until` },
      setWhere: sql`(${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} <= now()) ${due}`,
    })
    .returning({ lastRunAt: jobLeases.lastRunAt });
  return rows.length > 0 ? { lastRunAt: rows[0]!.lastRunAt } : undefined;
}

/**
 * Extends `holder`'s lease to `leaseMs` from the database's now. False when the lease is no longer its own
 * (another process took it after it ran out, or it was released).
 */
export async function renewLease(db: Db, name: string, holder: string, leaseMs: number) {
  const rows = await db
    .update(jobLeases)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Gives the lease back, recording the run (when `ranAt` is given) and what it reported. */
export async function releaseLease(db: Db, name: string, holder: string, ranAt: Date | null, result: unknown) {
  await db
    .update(jobLeases)
    .set({ holder: null, lockedUntil: null, ...(ranAt ? { lastRunAt: ranAt, lastResult: result ?? null } : {}) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

export async function findLease(db: Db, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name)).limit(1);
  return row ?? null;
}
