import { eq } from "drizzle-orm";
import type { Actor, Role } from "@/shared/policy/roles";
import type { Db, Tx } from "@/server/db/client";
import { profiles, user } from "@/server/db/schema";

export async function createProfileFor(db: Db | Tx, input: { userId: string; name: string | null; email: string; role?: Role }) {
  await db
    .insert(profiles)
    .values({ userId: input.userId, name: input.name, email: input.email, role: input.role ?? "basic" })
    .onConflictDoNothing({ target: profiles.userId });
}

/** The actor for a session token's user, read fresh on every request so role changes apply at once. */
export async function actorForUser(db: Db | Tx, userId: string): Promise<Actor> {
  const [row] = await db
    .select({ role: profiles.role, providerId: profiles.providerId, email: user.email, name: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return { userId: null, role: null, providerId: null };
  return { userId, role: row.role ?? "basic", providerId: row.providerId ?? null, email: row.email, name: row.name };
}
