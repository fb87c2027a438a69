import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { OrganisationInput } from "@/shared/contracts/organisations";
import type { MemberRole, OrganisationKind } from "@/shared/policy/organisations";
import type { Db, Tx } from "../../db/client";
import { organisationInvitations, organisationMembers } from "../../db/organisations-schema";
import { columnsOf, matchesOnceQuery, searchPage } from "../../db/search-page";
import { matchesWords } from "../../db/word-search";
import { organisations, user } from "../../db/schema";

type Conn = Db | Tx;

const organisationColumns = {
  id: organisations.id,
  kind: organisations.kind,
  name: organisations.name,
  country: organisations.country,
  websiteUrl: organisations.websiteUrl,
  contactEmail: organisations.contactEmail,
  awardsNeedApproval: organisations.awardsNeedApproval,
  requireTwoFactor: organisations.requireTwoFactor,
  createdAt: organisations.createdAt,
};

export type OrganisationRecord = {
  id: string;
  kind: OrganisationKind;
  name: string;
  country: string | null;
  websiteUrl: string | null;
  contactEmail: string | null;
  awardsNeedApproval: boolean;
  requireTwoFactor: boolean;
  createdAt: Date;
};

export async function findOrganisation(db: Conn, id: string, lock = false): Promise<OrganisationRecord | null> {
  const query = db.select(organisationColumns).from(organisations).where(eq(organisations.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function insertHospitalOrganisation(tx: Tx, input: OrganisationInput): Promise<OrganisationRecord> {
  const [row] = await tx.insert(organisations).values({ kind: "hospital", ...input }).returning(organisationColumns);
  return row!;
}

export async function updateOrganisation(tx: Tx, id: string, input: OrganisationInput): Promise<OrganisationRecord> {
  const [row] = await tx.update(organisations).set({ ...input, updatedAt: sql`now()` }).where(eq(organisations.id, id)).returning(organisationColumns);
  return row!;
}

export async function updateSettings(tx: Tx, id: string, settings: { awardsNeedApproval?: boolean; requireTwoFactor?: boolean }): Promise<OrganisationRecord> {
  const [row] = await tx.update(organisations).set({ ...settings, updatedAt: sql`now()` }).where(eq(organisations.id, id)).returning(organisationColumns);
  return row!;
}

// ---- invitations --------------------------------------------------------------------------

const invitationColumns = {
  id: organisationInvitations.id,
  organisationId: organisationInvitations.organisationId,
  email: organisationInvitations.email,
  role: organisationInvitations.role,
  status: organisationInvitations.status,
  expiresAt: organisationInvitations.expiresAt,
  createdAt: organisationInvitations.createdAt,
};

export type InvitationRecord = {
  id: string;
  organisationId: string;
  email: string;
  role: MemberRole;
  status: "pending" | "accepted" | "revoked";
  expiresAt: Date;
  createdAt: Date;
};

export async function insertInvitation(
  tx: Tx,
  input: { organisationId: string; email: string; role: MemberRole; tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<InvitationRecord | null> {
  const rows = await tx.insert(organisationInvitations).values(input).onConflictDoNothing().returning(invitationColumns);
  return rows[0] ?? null;
}

export async function findInvitation(db: Conn, organisationId: string, id: string, lock = false): Promise<InvitationRecord | null> {
  const query = db
    .select(invitationColumns)
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function findInvitationByToken(db: Conn, tokenHash: string, lock = false) {
  const query = db
    .select({ ...invitationColumns, organisationName: organisations.name, organisationKind: organisations.kind })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(eq(organisationInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update", { of: organisationInvitations }) : await query;
  return row ?? null;
}

export async function pendingInvitationFor(db: Conn, organisationId: string, email: string): Promise<InvitationRecord | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.organisationId, organisationId), eq(organisationInvitations.email, email), eq(organisationInvitations.status, "pending")))
    .limit(1);
  return row ?? null;
}

export async function updateInvitation(
  tx: Tx,
  id: string,
  set: Partial<{ status: "pending" | "accepted" | "revoked"; tokenHash: string; expiresAt: Date; acceptedBy: string }>,
): Promise<void> {
  await tx.update(organisationInvitations).set({ ...set, updatedAt: sql`now()` }).where(eq(organisationInvitations.id, id));
}

/** A page of an organisation's invitations, newest first (pending, expired, accepted and revoked alike). */
export async function listInvitations(db: Conn, organisationId: string, limit: number, offset: number) {
  return db
    .select({
      ...invitationColumns,
      invitedBy: user.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(organisationInvitations)
    .leftJoin(user, eq(user.id, organisationInvitations.invitedBy))
    .where(eq(organisationInvitations.organisationId, organisationId))
    .orderBy(desc(organisationInvitations.createdAt), desc(organisationInvitations.id))
    .limit(limit)
    .offset(offset);
}

export async function countInvitations(db: Conn, organisationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisationInvitations).where(eq(organisationInvitations.organisationId, organisationId));
  return row?.n ?? 0;
}

// ---- the admins' list ---------------------------------------------------------------------

type AdminFilter = { q?: string; kind?: OrganisationKind };

function adminWhere(filter: AdminFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.q) where.push(matchesWords(organisations, filter.q));
  if (filter.kind) where.push(eq(organisations.kind, filter.kind));
  return where.length ? and(...where) : undefined;
}

const adminColumns = { id: organisations.id, kind: organisations.kind, name: organisations.name, country: organisations.country, createdAt: organisations.createdAt };
type Sorted = Record<"createdAt" | "id", AnyPgColumn>;
const newestFirst = (from: Sorted = organisations) => [desc(from.createdAt), desc(from.id)];

/** The page's organisations with their member counts, counted for the page's rows only. */
function withMemberCounts<Row>(db: Db, query: { as(name: string): unknown }, withCounted = false): Promise<Row[]> {
  const sub = query.as("page") as never;
  const page = sub as unknown as Record<keyof typeof adminColumns | "counted", AnyPgColumn>;
  const counted: Record<string, AnyPgColumn> = withCounted ? { counted: page.counted } : {};
  return db
    .select({
      ...columnsOf(page, adminColumns),
      members: sql<number>`(select count(*) from ${organisationMembers} m where m.organisation_id = ${page.id})`.mapWith(Number),
      ...counted,
    })
    .from(sub)
    .orderBy(...newestFirst(page)) as unknown as Promise<Row[]>;
}

type AdminRow = { id: string; kind: OrganisationKind; name: string; country: string | null; createdAt: Date; members: number };

export const organisationsPageQuery = (db: Db, filter: AdminFilter, limit: number, offset: number) =>
  db.select(adminColumns).from(organisations).where(adminWhere(filter)).orderBy(...newestFirst()).limit(limit).offset(offset);
export const organisationsMatches = (db: Db, filter: AdminFilter) => db.select({ one: sql`1` }).from(organisations).where(adminWhere(filter));

export async function listOrganisations(db: Db, filter: AdminFilter, limit: number, offset: number) {
  const inOrder = () => withMemberCounts<AdminRow>(db, organisationsPageQuery(db, filter, limit, offset));
  return searchPage(db, {
    matches: organisationsMatches(db, filter),
    inOrder,
    fromMatches: () =>
      withMemberCounts<AdminRow & { counted: number }>(db, matchesOnceQuery(db, adminColumns, organisations, adminWhere(filter), newestFirst, limit, offset), true),
    sortedMatches: inOrder,
  });
}
