import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { ADMIN_COUNTERS, type AdminApplicationRow, type AdminProfile, type AdminRequestRow, type AdminStats } from "@/shared/contracts/admin";
import { countriesNamedBy } from "@/shared/reference/countries";
import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { containsPattern } from "../../db/contains-pattern";
import { boundedTotal, tableTotal } from "../../db/counting";
import { textMatches } from "../requests/repo";
import { applications, profiles, providers, tenders, user } from "../../db/schema";

export async function countAll(db: Db): Promise<AdminStats> {
  const totals = await Promise.all([tableTotal(db, profiles), tableTotal(db, providers), tableTotal(db, tenders), tableTotal(db, applications)]);
  const [totalUsers, providerTotal, totalRequests, totalApplications] = totals.map((t) => t.total) as [number, number, number, number];
  const estimated = ADMIN_COUNTERS.filter((_, i) => totals[i]!.estimated);
  return { totalUsers, providers: providerTotal, totalRequests, totalApplications, estimated };
}

// ---- profiles ---------------------------------------------------------------

const profileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  name: profiles.name,
  email: profiles.email,
  role: profiles.role,
  providerId: profiles.providerId,
  providerName: providers.name,
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

const toProfile = (r: ProfileRow): AdminProfile => ({ ...r, createdAt: r.createdAt.toISOString() });

type ProfileFilter = { q?: string; role?: Role };

function profilesWhere(filter: ProfileFilter) {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // The expression of profiles_search_trgm (migration 0004).
    where.push(sql`lower(coalesce(${profiles.name}, '') || ' ' || ${profiles.email}) like lower(${pattern})`);
  }
  if (filter.role) where.push(eq(profiles.role, filter.role));
  return where.length ? and(...where) : undefined;
}

/** A page of users, newest first, and the rows behind its total (exported so tests can EXPLAIN them). */
export const profilesPageQuery = (db: Db, filter: ProfileFilter, limit: number, offset: number) =>
  db
    .select(profileColumns)
    .from(profiles)
    .leftJoin(providers, eq(providers.id, profiles.providerId))
    .where(profilesWhere(filter))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit)
    .offset(offset);
export const profilesMatches = (db: Db, filter: ProfileFilter) => db.select({ one: sql`1` }).from(profiles).where(profilesWhere(filter));

export async function listProfiles(db: Db, filter: ProfileFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([profilesPageQuery(db, filter, limit, offset), boundedTotal(db, profilesMatches(db, filter))]);
  return { rows: rows.map(toProfile), count };
}

export async function findProfileByUserId(db: Db | Tx, userId: string): Promise<AdminProfile | null> {
  const [row] = await db.select(profileColumns).from(profiles).leftJoin(providers, eq(providers.id, profiles.providerId)).where(eq(profiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/**
 * Changes a role in the caller's transaction. The admins' rows are locked first, so two demotions
 * at the same time cannot both pass the "another admin remains" check. Answers the role and provider before.
 */
export async function assignRole(
  tx: Tx,
  userId: string,
  role: Role,
  providerId: string | null,
): Promise<{ before: { role: Role; providerId: string | null } } | "user-missing" | "provider-missing" | "last-admin"> {
  const admins = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin")).for("update");
  const [target] = await tx.select({ role: profiles.role, providerId: profiles.providerId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
  if (!target) return "user-missing";
  if (target.role === "admin" && role !== "admin" && admins.filter((a) => a.userId !== userId).length === 0) return "last-admin";
  if (providerId) {
    const [p] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("share");
    if (!p) return "provider-missing";
  }
  await tx.update(profiles).set({ role, providerId }).where(eq(profiles.userId, userId));
  await tx.update(user).set({ updatedAt: sql`now()` }).where(eq(user.id, userId));
  return { before: target };
}

// ---- requests -----------------------------------------------------------------

const effectiveStatus = sql<"OPEN" | "CLOSED">`case when ${tenders.status} = 'OPEN' and ${tenders.deadline} < now() then 'CLOSED' else ${tenders.status} end`;

type AdminRequestFilter = { q?: string };

function requestsWhere(filter: AdminRequestFilter) {
  if (!filter.q) return undefined;
  const codes = countriesNamedBy(filter.q);
  return or(textMatches("all", filter.q), codes.length ? inArray(tenders.country, codes) : undefined);
}

/** A page of requests, newest first, and the rows behind its total (exported so tests can EXPLAIN them). */
export const adminRequestsPageQuery = (db: Db, filter: AdminRequestFilter, limit: number, offset: number) =>
  db
    .select({ id: tenders.id, title: tenders.title, facility: tenders.facility, status: effectiveStatus, country: tenders.country, createdAt: tenders.createdAt })
    .from(tenders)
    .where(requestsWhere(filter))
    .orderBy(desc(tenders.createdAt), asc(tenders.id))
    .limit(limit)
    .offset(offset);
export const adminRequestsMatches = (db: Db, filter: AdminRequestFilter) => db.select({ one: sql`1` }).from(tenders).where(requestsWhere(filter));

export async function listRequests(db: Db, filter: AdminRequestFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([adminRequestsPageQuery(db, filter, limit, offset), boundedTotal(db, adminRequestsMatches(db, filter))]);
  const data: AdminRequestRow[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { rows: data, count };
}

// ---- applications -------------------------------------------------------------

type AdminApplicationFilter = { status?: AdminApplicationRow["status"] };

const applicationsWhere = (filter: AdminApplicationFilter) => (filter.status ? eq(applications.status, filter.status) : undefined);

/** A page of applications, newest first, and the rows behind its total (exported so tests can EXPLAIN them). */
export const adminApplicationsPageQuery = (db: Db, filter: AdminApplicationFilter, limit: number, offset: number) =>
  db
    .select({
      id: applications.id,
      pricePerCt: applications.pricePerCt,
      currency: applications.currency,
      note: applications.note,
      status: applications.status,
      createdAt: applications.createdAt,
      tenderId: tenders.id,
      tenderTitle: tenders.title,
      tenderFacility: tenders.facility,
      tenderCountry: tenders.country,
      tenderStatus: effectiveStatus,
      providerId: providers.id,
      providerName: providers.name,
      providerSlug: providers.slug,
    })
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .where(applicationsWhere(filter))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
export const adminApplicationsMatches = (db: Db, filter: AdminApplicationFilter) => db.select({ one: sql`1` }).from(applications).where(applicationsWhere(filter));

export async function listApplications(db: Db, filter: AdminApplicationFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([adminApplicationsPageQuery(db, filter, limit, offset), boundedTotal(db, adminApplicationsMatches(db, filter))]);
  const data: AdminApplicationRow[] = rows.map((r) => ({
    id: r.id,
    pricePerCt: Number(r.pricePerCt),
    currency: r.currency,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    tender: { id: r.tenderId, title: r.tenderTitle, facility: r.tenderFacility, country: r.tenderCountry, status: r.tenderStatus },
    provider: { id: r.providerId, name: r.providerName, slug: r.providerSlug },
  }));
  return { rows: data, count };
}
