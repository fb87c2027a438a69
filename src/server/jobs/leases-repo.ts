import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobLeases } from "../db/notifications-schema";

/**
 * Takes the job's lease for `holder` until `until` when no live lease exists and the job is due: its
 * last run started at or before `dueBy` (null: due whenever free). Returns the last run's start, or
 * undefined when the lease was not taken. One row per job: exactly one process wins.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, until: Date, dueBy: Date | null) {
  const due = dueBy ? sql`and (${jobLeases.lastRunAt} is null or ${jobLeases.lastRunAt} <= ${dueBy})` : sql``;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, lockedUntil: until },
      setWhere: sql`(${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} <= ${now}) ${due}`,
    })
    .returning({ lastRunAt: jobLeases.lastRunAt });
  return rows.length > 0 ? { lastRunAt: rows[0]!.lastRunAt } : undefined;
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
