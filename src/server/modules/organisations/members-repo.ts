import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { MemberRole, OrganisationKind } from "@/shared/policy/organisations";
import type { Db, Tx } from "../../db/client";
import { organisationMembers } from "../../db/organisations-schema";
import { applications, organisations, profiles, user } from "../../db/schema";

type Conn = Db | Tx;

/** Memberships: who belongs to which organisation with which role, and the e-mail addresses mail goes to. */

/** The e-mail addresses of an organisation's members with one of the roles (the members a notice concerns). */
export async function memberEmails(db: Conn, organisationId: string | null, roles: readonly MemberRole[]): Promise<string[]> {
  if (!organisationId || roles.length === 0) return [];
  const rows = await db
    .select({ email: user.email })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), inArray(organisationMembers.role, [...roles])))
    .orderBy(asc(user.email));
  return [...new Set(rows.map((r) => r.email))];
}

/** The e-mail addresses of the members with one of the roles of every provider with a live application to the request. */
export async function applicantMemberEmails(db: Conn, tenderId: string, roles: readonly MemberRole[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: user.email })
    .from(applications)
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, applications.providerId))
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN"), inArray(organisationMembers.role, [...roles])))
    .orderBy(asc(user.email));
  return rows.map((r) => r.email);
}

export async function findMember(db: Conn, organisationId: string, userId: string, lock = false) {
  const query = db
    .select({ userId: organisationMembers.userId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The organisation's owners, locked so that two demotions at once cannot leave it with none. */
export async function lockOwners(tx: Tx, organisationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, "owner")))
    .for("update");
  return rows.map((r) => r.userId);
}

/** How many members and owners an organisation has (one pass over its members). */
export async function memberCounts(db: Conn, organisationId: string): Promise<{ total: number; owners: number }> {
  const [row] = await db
    .select({ total: count(), owners: sql<number>`count(*) filter (where ${organisationMembers.role} = 'owner')`.mapWith(Number) })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId));
  return row ?? { total: 0, owners: 0 };
}

/** Adds a member; false when they already were one. */
export async function insertMember(tx: Tx, organisationId: string, userId: string, role: MemberRole): Promise<boolean> {
  const rows = await tx.insert(organisationMembers).values({ organisationId, userId, role }).onConflictDoNothing().returning({ userId: organisationMembers.userId });
  return rows.length > 0;
}

export async function updateMemberRole(tx: Tx, organisationId: string, userId: string, role: MemberRole): Promise<void> {
  await tx.update(organisationMembers).set({ role }).where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
}

export async function deleteMember(tx: Tx, organisationId: string, userId: string): Promise<void> {
  await tx.delete(organisationMembers).where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
}

/** Removes a user from every organisation of the kinds given; answers the organisations left, with the role held. */
export async function deleteMembershipsOfKinds(tx: Tx, userId: string, kinds: readonly OrganisationKind[]) {
  if (kinds.length === 0) return [];
  const rows = await tx
    .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), inArray(organisations.kind, [...kinds])));
  if (rows.length)
    await tx.delete(organisationMembers).where(and(eq(organisationMembers.userId, userId), inArray(organisationMembers.organisationId, rows.map((r) => r.organisationId))));
  return rows;
}

/** The organisations a user belongs to, first joined first (the switcher and /api/me). */
export async function membershipsOf(db: Conn, userId: string) {
  return db
    .select({ id: organisations.id, kind: organisations.kind, name: organisations.name, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.organisationId))
    .limit(100);
}

/** A page of an organisation's members, in the order they joined, with the number of owners. */
export async function listMembers(db: Conn, organisationId: string, limit: number, offset: number) {
  const rows = await db
    .select({
      userId: organisationMembers.userId,
      name: user.name,
      email: user.email,
      role: organisationMembers.role,
      joinedAt: organisationMembers.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      owners: sql<number>`count(*) filter (where ${organisationMembers.role} = 'owner') over ()`.mapWith(Number),
    })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** One member as the Members tab shows them. */
export async function memberRow(db: Conn, organisationId: string, userId: string) {
  const [row] = await db
    .select({ userId: organisationMembers.userId, name: user.name, email: user.email, role: organisationMembers.role, joinedAt: organisationMembers.createdAt })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  return row ?? null;
}

/** The user's chosen organisation (the switcher). */
export async function setActiveOrganisation(db: Conn, userId: string, organisationId: string | null): Promise<void> {
  await db.update(profiles).set({ activeOrganisationId: organisationId }).where(eq(profiles.userId, userId));
}
