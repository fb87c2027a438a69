import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ADMIN_COUNTERS, type AdminProfile, type AdminStats } from "@/shared/contracts/admin";
import { ACCOUNT_ROLE_OF_KIND, type MemberRole, ORGANISATION_KINDS } from "@/shared/policy/organisations";
import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { matchesWords } from "../../db/word-search";
import { tableTotal } from "../../db/counting";
import { columnsOf, matchesOnceQuery, searchPage } from "../../db/search-page";
import { applications, profiles, providers, tenders, user } from "../../db/schema";
import { deleteMembershipsOfKinds, insertMember, setActiveOrganisation } from "../organisations/members-repo";

export async function countAll(db: Db): Promise<AdminStats> {
  const totals = await Promise.all([tableTotal(db, profiles), tableTotal(db, providers), tableTotal(db, tenders), tableTotal(db, applications)]);
  const [totalUsers, providerTotal, totalRequests, totalApplications] = totals.map((t) => t.total) as [number, number, number, number];
  const estimated = ADMIN_COUNTERS.filter((_, i) => totals[i]!.estimated);
  return { totalUsers, providers: providerTotal, totalRequests, totalApplications, estimated };
}

// ---- profiles ---------------------------------------------------------------

/**
 * The provider a user reads for (spec §6 "provider"): the provider organisation they chose last, or else the one they
 * joined first. A provider organisation's id is its provider's.
 */
const providerOf = (userId: SQL) =>
  sql<string | null>`(select m.organisation_id from organisation_members m join organisations o on o.id = m.organisation_id and o.kind = 'provider'
    where m.user_id = ${userId} order by m.organisation_id = (select p.active_organisation_id from profiles p where p.user_id = ${userId}) desc nulls last, m.created_at, m.organisation_id limit 1)`;

/** `table`.user_id written out: drizzle writes a one-table query's columns bare, which inside providerOf would name organisation_members'. */
const qualified = (table: string) => sql`${sql.identifier(table)}.${sql.identifier("user_id")}`;

/** A user's profile as the admins' table shows it, less its provider's name (joined to the page). */
const profileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  name: profiles.name,
  email: profiles.email,
  role: profiles.role,
  createdAt: profiles.createdAt,
};

interface ProfileRow {
  id: string;
  userId: string;
  name: string | null;
  email: string;
  role: Role;
  providerId: string | null;
  providerName: string | null;
  createdAt: Date;
}

const toProfile = (r: ProfileRow): AdminProfile => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  email: r.email,
  role: r.role,
  providerId: r.providerId,
  providerName: r.providerName,
  createdAt: r.createdAt.toISOString(),
});

type ProfileFilter = { q?: string; role?: Role };

function profilesWhere(filter: ProfileFilter) {
  const where: SQL[] = [];
  if (filter.q) where.push(matchesWords(profiles, filter.q));
  if (filter.role) where.push(eq(profiles.role, filter.role));
  return where.length ? and(...where) : undefined;
}

type ProfileSorted = Record<"createdAt" | "id", AnyPgColumn>;
const newestFirst = (from: ProfileSorted = profiles) => [desc(from.createdAt), desc(from.id)];

/** A page of users, newest first, and the rows behind its total (exported so tests can EXPLAIN them). */
export const profilesPageQuery = (db: Db, filter: ProfileFilter, limit: number, offset: number) =>
  db.select(profileColumns).from(profiles).where(profilesWhere(filter)).orderBy(...newestFirst()).limit(limit).offset(offset);
export const profilesMatches = (db: Db, filter: ProfileFilter) => db.select({ one: sql`1` }).from(profiles).where(profilesWhere(filter));
export const profilesMatchesOnce = (db: Db, filter: ProfileFilter, limit: number, offset: number) =>
  matchesOnceQuery(db, profileColumns, profiles, profilesWhere(filter), newestFirst, limit, offset);

/** The page's users (and `counted`, when read from the matches) with their providers' names, joined to the page's rows only. */
function withProviderNames<Row>(
  db: Db,
  query: ReturnType<typeof profilesPageQuery> | ReturnType<typeof profilesMatchesOnce>,
  withCounted = false,
): Promise<Row[]> {
  const sub = query.as("page");
  const page = sub as unknown as Record<keyof typeof profileColumns | "counted", AnyPgColumn>;
  const counted: Record<string, AnyPgColumn> = withCounted ? { counted: page.counted } : {};
  const providerId = providerOf(qualified("page"));
  return db
    .select({
      ...columnsOf(page, profileColumns),
      providerId,
      providerName: sql<string | null>`(select p.name from ${providers} p where p.id = ${providerId})`,
      ...counted,
    })
    .from(sub)
    .orderBy(...newestFirst(page)) as unknown as Promise<Row[]>;
}

export async function listProfiles(db: Db, filter: ProfileFilter, limit: number, offset: number) {
  const inOrder = () => withProviderNames<ProfileRow>(db, profilesPageQuery(db, filter, limit, offset));
  const { rows, total } = await searchPage(db, {
    matches: profilesMatches(db, filter),
    inOrder,
    fromMatches: () => withProviderNames<ProfileRow & { counted: number }>(db, profilesMatchesOnce(db, filter, limit, offset), true),
    sortedMatches: inOrder,
  });
  return { rows: rows.map(toProfile), count: total };
}

export async function findProfileByUserId(db: Db | Tx, userId: string): Promise<AdminProfile | null> {
  const [row] = await db.select({ ...profileColumns, providerId: providerOf(qualified("profiles")) }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) return null;
  const [provider] = row.providerId ? await db.select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId)) : [];
  return toProfile({ ...row, providerName: provider?.name ?? null });
}

/**
 * Changes a role in the caller's transaction. The admins' rows are locked first, so two demotions
 * at the same time cannot both pass the "another admin remains" check. Answers the role and provider before.
 * The memberships follow the role (PRODUCT.md #34): a telerad account joins the provider chosen as an Owner (an
 * admin vouches for it, and it keeps the specification's powers over the provider's profile) and acts for it; an
 * account leaves the organisations its new role may not belong to.
 */
export async function assignRole(
  tx: Tx,
  userId: string,
  role: Role,
  providerId: string | null,
): Promise<
  | { before: { role: Role; providerId: string | null }; left: { organisationId: string; role: MemberRole }[]; joined: MemberRole | null }
  | "user-missing"
  | "provider-missing"
  | "last-admin"
> {
  const admins = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin")).for("update");
  const [target] = await tx.select({ role: profiles.role, providerId: providerOf(qualified("profiles")) }).from(profiles).where(eq(profiles.userId, userId)).for("update");
  if (!target) return "user-missing";
  if (target.role === "admin" && role !== "admin" && admins.filter((a) => a.userId !== userId).length === 0) return "last-admin";
  if (providerId) {
    const [p] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("share");
    if (!p) return "provider-missing";
  }
  await tx.update(profiles).set({ role }).where(eq(profiles.userId, userId));
  await tx.update(user).set({ updatedAt: sql`now()` }).where(eq(user.id, userId));
  const kindsLeft = ORGANISATION_KINDS.filter((kind) => ACCOUNT_ROLE_OF_KIND[kind] !== role);
  const left = await deleteMembershipsOfKinds(tx, userId, kindsLeft);
  let joined: MemberRole | null = null;
  if (providerId) {
    joined = (await insertMember(tx, providerId, userId, "owner")) ? "owner" : null;
    await setActiveOrganisation(tx, userId, providerId);
  }
  return { before: target, left, joined };
}

