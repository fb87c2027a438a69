import { and, eq, sql } from "drizzle-orm";
import type { ActiveMembership } from "@/shared/policy/organisations";
import type { Actor, Role } from "@/shared/policy/roles";
import type { Db, Tx } from "@/server/db/client";
import { organisationMembers } from "@/server/db/organisations-schema";
import { organisations, profiles, user } from "@/server/db/schema";

export async function createProfileFor(db: Db | Tx, input: { userId: string; name: string | null; email: string; role?: Role }) {
  await db
    .insert(profiles)
    .values({ userId: input.userId, name: input.name, email: input.email, role: input.role ?? "basic" })
    .onConflictDoNothing({ target: profiles.userId });
}

/**
 * The membership a user acts for: the organisation they chose last while they still belong to it, or else
 * the one they joined first (PRODUCT.md #34). Joined on the user's id column given.
 */
export const activeMembershipJoin = (userIdColumn: typeof user.id | typeof profiles.userId) =>
  and(
    eq(organisationMembers.userId, userIdColumn),
    eq(
      organisationMembers.organisationId,
      sql`(select m.organisation_id from organisation_members m where m.user_id = ${userIdColumn}
           order by m.organisation_id = ${profiles.activeOrganisationId} desc nulls last, m.created_at, m.organisation_id limit 1)`,
    ),
  );

/** The columns the actor is built from, beside the user's own. */
export const actorColumns = {
  email: user.email,
  name: user.name,
  role: profiles.role,
  organisationId: organisationMembers.organisationId,
  memberRole: organisationMembers.role,
  organisationKind: organisations.kind,
  requiresTwoFactor: organisations.requireTwoFactor,
  twoFactorEnabled: user.twoFactorEnabled,
};

type ActorRow = {
  email: string;
  name: string;
  role: Role | null;
  organisationId: string | null;
  memberRole: ActiveMembership["role"] | null;
  organisationKind: ActiveMembership["kind"] | null;
  requiresTwoFactor: boolean | null;
  twoFactorEnabled: boolean;
};

/** An actor from its row: the provider is the active organisation's when that is a provider. */
export function actorOf(userId: string, row: ActorRow): Actor {
  const organisation: ActiveMembership | null =
    row.organisationId && row.memberRole && row.organisationKind
      ? { id: row.organisationId, kind: row.organisationKind, role: row.memberRole, requiresTwoFactor: row.requiresTwoFactor === true }
      : null;
  return {
    userId,
    role: row.role ?? "basic",
    providerId: organisation?.kind === "provider" ? organisation.id : null,
    organisation,
    email: row.email,
    name: row.name,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

/** The actor for a session token's user, read fresh on every request so role changes apply at once. */
export async function actorForUser(db: Db | Tx, userId: string): Promise<Actor> {
  const [row] = await db
    .select(actorColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(organisationMembers, activeMembershipJoin(user.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return { userId: null, role: null, providerId: null };
  return actorOf(userId, row);
}
