import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { profiles, user } from "../../db/schema";

/** The user and profile; the provider and memberships are the caller's (they come from the actor's organisation). */
export async function findMe(db: Db, userId: string) {
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    user: { id: row.user.id, email: row.user.email, name: row.user.name, emailVerified: row.user.emailVerified },
    profile: {
      id: row.profile.id,
      name: row.profile.name,
      email: row.profile.email,
      role: row.profile.role,
      createdAt: row.profile.createdAt.toISOString(),
    },
  };
}

/** The user's name now (null when the user is gone). */
export async function nameOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId)).for("update");
  return row?.name ?? null;
}

/** Sets the name on the user and its profile, in the caller's transaction. */
export async function setName(tx: Tx, userId: string, name: string) {
  await tx.update(user).set({ name, updatedAt: sql`now()` }).where(eq(user.id, userId));
  await tx.update(profiles).set({ name }).where(eq(profiles.userId, userId));
}
