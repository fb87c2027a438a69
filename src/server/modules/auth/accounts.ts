import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { MemberRole } from "@/shared/policy/organisations";
import type { Role } from "@/shared/policy/roles";
import type { Db } from "@/server/db/client";
import { recordEvent } from "../events/record";
import { insertMember, setActiveOrganisation } from "../organisations/members-repo";
import { recordOrganisationEvent } from "../organisations/service";
import { insertConfirmedUser, userIdByEmail } from "./accounts-repo";
import { signedUpEvent } from "./auth-events";

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
  /** A telerad account's provider, which it joins as an Owner (as the admin's role assignment does). */
  providerId?: string | null;
  /** An organisation to join with a role (the seed's hospital teams). */
  organisation?: { id: string; role: MemberRole } | null;
}

/**
 * Creates a user whose address is already confirmed, with a password and a profile (seed and CLI). `passwordHash`:
 * the password's hash when the caller already made it (several accounts with one password are hashed once).
 */
export async function createConfirmedAccount(db: Db, input: NewAccount, passwordHash?: string): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (await userIdByEmail(db, email)) throw new Error(`An account for ${email} already exists`);
  const id = randomUUID();
  const hash = passwordHash ?? (await hashPassword(input.password));
  await db.transaction(async (tx) => {
    await insertConfirmedUser(tx, { id, email, name: input.name, role: input.role, passwordHash: hash, accountId: randomUUID() });
    const membership = input.organisation ?? (input.providerId ? { id: input.providerId, role: "owner" as const } : null);
    if (membership) {
      await insertMember(tx, membership.id, id, membership.role);
      await setActiveOrganisation(tx, id, membership.id);
    }
    // Made by the seed or the command line: the system is the actor.
    await recordEvent(tx, null, signedUpEvent(id, { email, name: input.name, role: input.role, providerId: input.providerId ?? null }));
    if (membership) await recordOrganisationEvent(tx, null, membership.id, "joined", { member: { before: null, after: email }, role: { before: null, after: membership.role } });
  });
  return id;
}
