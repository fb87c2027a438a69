import { eq } from "drizzle-orm";
import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "@/server/db/client";
import { account, profiles, user } from "@/server/db/schema";

export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id ?? null;
}

/** A confirmed user with a password credential (hashed as better-auth hashes) and a profile. */
export async function insertConfirmedUser(tx: Tx, row: { id: string; email: string; name: string; role: Role; passwordHash: string; accountId: string }) {
  await tx.insert(user).values({ id: row.id, email: row.email, name: row.name, emailVerified: true });
  await tx.insert(account).values({ id: row.accountId, accountId: row.id, providerId: "credential", userId: row.id, password: row.passwordHash });
  await tx.insert(profiles).values({ userId: row.id, email: row.email, name: row.name, role: row.role });
}
