import { and, eq } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import { account } from "@/server/db/schema";

const credential = (userId: string) => and(eq(account.userId, userId), eq(account.providerId, "credential"));

/** The user's password hash, locked until the transaction ends (two changes at once take turns). */
export async function lockedPasswordHash(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ password: account.password }).from(account).where(credential(userId)).limit(1).for("update");
  return row?.password ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, hash: string): Promise<void> {
  await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(credential(userId));
}
