import { eq, sql } from "drizzle-orm";
import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { profiles, user } from "../../db/schema";

type Conn = Db | Tx;

/** The accounts an organisation's members, invitees and admins' additions are. */

export type AccountRow = { userId: string; email: string; role: Role };

const accountColumns = { userId: user.id, email: user.email, role: sql<Role>`coalesce(${profiles.role}, 'basic')` };

export async function accountByEmail(db: Conn, email: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function accountById(db: Conn, userId: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

/** The account role a basic account takes when it joins an organisation. */
export async function setAccountRole(tx: Tx, userId: string, role: Role): Promise<void> {
  await tx.update(profiles).set({ role }).where(eq(profiles.userId, userId));
  await tx.update(user).set({ updatedAt: sql`now()` }).where(eq(user.id, userId));
}
