import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Role } from "@/shared/policy/roles";
import type { Db } from "@/server/db/client";
import { account, profiles, user } from "@/server/db/schema";
import { recordEvent } from "../events/record";
import { signedUpEvent } from "./auth-events";

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
  providerId?: string | null;
}

/**
 * Creates a user whose address is already confirmed, with a password and a profile (seed and CLI). `passwordHash`:
 * the password's hash when the caller already made it (several accounts with one password are hashed once).
 */
export async function createConfirmedAccount(db: Db, input: NewAccount, passwordHash?: string): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) throw new Error(`An account for ${email} already exists`);
  const id = randomUUID();
  const hash = passwordHash ?? (await hashPassword(input.password));
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id, email, name: input.name, emailVerified: true });
    await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await tx.insert(profiles).values({ userId: id, email, name: input.name, role: input.role, providerId: input.providerId ?? null });
    // Made by the seed or the command line: the system is the actor.
    await recordEvent(tx, null, signedUpEvent(id, { email, name: input.name, role: input.role, providerId: input.providerId ?? null }));
  });
  return id;
}
