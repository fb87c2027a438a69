import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { mailOutbox } from "../db/schema";

/** Queues messages in the caller's connection (the transaction of the change that causes them). */
export async function insertMail(db: Db | Tx, rows: (typeof mailOutbox.$inferInsert)[]): Promise<void> {
  await db.insert(mailOutbox).values(rows);
}

/** Claims up to `limit` due messages, locking each for `lockSeconds` so that no other process sends them at the same time. */
export async function claimDueMail(db: Db, limit: number, lockSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
      .where(inArray(
        mailOutbox.id,
        due.map((d) => d.id),
      ))
      .returning();
  });
}

export async function markSent(db: Db, id: string) {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lockedUntil: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: its count, error and status, unlocked, next tried `retryInSeconds` from now. */
export async function recordFailedAttempt(
  db: Db,
  id: string,
  attempt: { attempts: number; lastError: string; status: "pending" | "failed"; retryInSeconds: number },
) {
  await db
    .update(mailOutbox)
    .set({
      attempts: attempt.attempts,
      lastError: attempt.lastError,
      lockedUntil: null,
      status: attempt.status,
      nextAttemptAt: sql`now() + make_interval(secs => ${attempt.retryInSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}
