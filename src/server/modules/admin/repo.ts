import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AdminApplicationRow, AdminProfile, AdminRequestRow, AdminStats } from "@/shared/contracts/admin";
import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { applications, profiles, providers, tenders, user } from "../../db/schema";

/** `%text%` for ILIKE with the user's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function countAll(db: Db): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*) from ${profiles})::int`,
      providers: sql<number>`(select count(*) from ${providers})::int`,
      totalRequests: sql<number>`(select count(*) from ${tenders})::int`,
      totalApplications: sql<number>`(select count(*) from ${applications})::int`,
    })
    .from(sql`(select 1) as one`);
  return row!;
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

export async function listProfiles(db: Db, filter: { q?: string; role?: Role }, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(or(ilike(profiles.name, pattern), ilike(profiles.email, pattern))!);
  }
  if (filter.role) where.push(eq(profiles.role, filter.role));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(profileColumns)
      .from(profiles)
      .leftJoin(providers, eq(providers.id, profiles.providerId))
      .where(condition)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(profiles).where(condition),
  ]);
  return { rows: rows.map(toProfile), total: total?.n ?? 0 };
}

export async function findProfileByUserId(db: Db | Tx, userId: string): Promise<AdminProfile | null> {
  const [row] = await db.select(profileColumns).from(profiles).leftJoin(providers, eq(providers.id, profiles.providerId)).where(eq(profiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/**
 * Changes a role inside one transaction. The admins' rows are locked first, so two demotions
 * at the same time cannot both pass the "another admin remains" check.
 */
export async function assignRole(
  db: Db,
  userId: string,
  role: Role,
  providerId: string | null,
): Promise<"ok" | "user-missing" | "provider-missing" | "last-admin"> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin")).for("update");
    const [target] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)).for("update");
    if (!target) return "user-missing";
    if (target.role === "admin" && role !== "admin" && admins.filter((a) => a.userId !== userId).length === 0) return "last-admin";
    if (providerId) {
      const [p] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("share");
      if (!p) return "provider-missing";
    }
    await tx.update(profiles).set({ role, providerId }).where(eq(profiles.userId, userId));
    await tx.update(user).set({ updatedAt: sql`now()` }).where(eq(user.id, userId));
    return "ok";
  });
}

// ---- requests -----------------------------------------------------------------

const effectiveStatus = sql<"OPEN" | "CLOSED">`case when ${tenders.status} = 'OPEN' and ${tenders.deadline} < now() then 'CLOSED' else ${tenders.status} end`;

export async function listRequests(db: Db, filter: { q?: string }, limit: number, offset: number) {
  const condition = filter.q
    ? or(ilike(tenders.title, containsPattern(filter.q)), ilike(tenders.facility, containsPattern(filter.q)), ilike(tenders.country, containsPattern(filter.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: tenders.id, title: tenders.title, facility: tenders.facility, status: effectiveStatus, country: tenders.country, createdAt: tenders.createdAt })
      .from(tenders)
      .where(condition)
      .orderBy(desc(tenders.createdAt), asc(tenders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tenders).where(condition),
  ]);
  const data: AdminRequestRow[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { rows: data, total: total?.n ?? 0 };
}

// ---- applications -------------------------------------------------------------

export async function listApplications(db: Db, filter: { status?: AdminApplicationRow["status"] }, limit: number, offset: number) {
  const condition = filter.status ? eq(applications.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
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
      .where(condition)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(applications).where(condition),
  ]);
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
  return { rows: data, total: total?.n ?? 0 };
}
