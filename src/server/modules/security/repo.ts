import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { knownDevices, session, user } from "@/server/db/schema";

export async function hasTwoFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.on === true;
}

/**
 * Remembers a device for a user. Answers whether it is new while the user already had another one (the first
 * device of an account is not news).
 */
export async function rememberDevice(tx: Tx, userId: string, device: string): Promise<boolean> {
  const inserted = await tx.insert(knownDevices).values({ userId, device }).onConflictDoNothing().returning({ device: knownDevices.device });
  if (inserted.length === 0) return false;
  const [other] = await tx
    .select({ device: knownDevices.device })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.device, device)))
    .limit(1);
  return other !== undefined;
}

/** A user's live sessions, the most recently active first (read through `session_user_idx`). */
export async function sessionsOf(db: Db, userId: string) {
  return db
    .select({ id: session.id, token: session.token, userAgent: session.userAgent, ipAddress: session.ipAddress, createdAt: session.createdAt, lastActiveAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
    .orderBy(desc(session.updatedAt), asc(session.id))
    .limit(100);
}

export async function sessionOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: session.id, token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(session).where(eq(session.id, id));
}

/** Ends every session of the user but the one with this token; answers how many ended. */
export async function deleteOtherSessions(db: Db | Tx, userId: string, keepToken: string): Promise<number> {
  const gone = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return gone.length;
}
