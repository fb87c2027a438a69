import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { passkeyChallenges, passkeys } from "@/server/db/schema";

/** A challenge lives five minutes and is used once. */
const CHALLENGE_SECONDS = 5 * 60;

export async function saveChallenge(db: Db, challenge: string, userId: string | null): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ challenge, userId, expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_SECONDS})` })
    .returning({ id: passkeyChallenges.id });
  return row!.id;
}

/**
 * Takes (deletes) one challenge, and answers it only if it was still live: a sign-in's by its id, a registration's by
 * the challenge the browser answered, among the user's own. The user's other challenges stay until they expire.
 */
export async function takeChallenge(db: Db, by: { id: string } | { userId: string; challenge: string }): Promise<string | null> {
  const where = "id" in by ? eq(passkeyChallenges.id, by.id) : and(eq(passkeyChallenges.userId, by.userId), eq(passkeyChallenges.challenge, by.challenge));
  const gone = await db.delete(passkeyChallenges).where(where).returning({ challenge: passkeyChallenges.challenge, live: sql<boolean>`${passkeyChallenges.expiresAt} > now()` });
  return gone.find((c) => c.live)?.challenge ?? null;
}

export async function passkeysOf(db: Db, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id)).limit(50);
}

export async function passkeyByCredential(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

export async function insertPasskey(tx: Tx, row: typeof passkeys.$inferInsert) {
  const [inserted] = await tx.insert(passkeys).values(row).returning();
  return inserted!;
}

export async function deletePasskey(tx: Tx, userId: string, id: string) {
  const [gone] = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return gone ?? null;
}

export async function notePasskeyUse(db: Db, id: string, counter: number) {
  await db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
}
