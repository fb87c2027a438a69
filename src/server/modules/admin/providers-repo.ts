import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AdminProviderRow } from "@/shared/contracts/admin";
import type { Provider } from "@/shared/contracts/providers";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { matchesOnceQuery, searchPage } from "../../db/search-page";
import { applications, profiles, providers, tenders, user } from "../../db/schema";
import { organisationMembers } from "../../db/organisations-schema";
import { matchesWords } from "../../db/word-search";
import { toProvider } from "../providers/repo";
import type { ProviderValues } from "../providers/update-repo";

export interface AdminProviderFilter {
  query?: string;
  hqCountry?: string[];
}

function conditionFor(filter: AdminProviderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.query) where.push(matchesWords(providers, filter.query));
  if (filter.hqCountry?.length) where.push(inArray(providers.hqCountry, filter.hqCountry));
  return where.length ? and(...where) : undefined;
}

type Sorted = Record<"pinned" | "verified" | "name" | "id", AnyPgColumn>;

/** Spec §7 admin list: pinned desc, verified desc, name asc; or by name for the dashboard. The order is written as the indexes are built. */
const adminOrder = (sort: "admin" | "name", from: Sorted = providers) =>
  sort === "name"
    ? [asc(from.name), asc(from.id)]
    : [sql`${from.pinned} desc nulls last`, sql`${from.verified} desc nulls last`, asc(from.name), asc(from.id)];

/** What the admins' tables show of a provider. */
const rowColumns = {
  id: providers.id,
  slug: providers.slug,
  name: providers.name,
  hqCountry: providers.hqCountry,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  verified: providers.verified,
  pinned: providers.pinned,
};

/** One page of the admin list (exported so tests can EXPLAIN it). */
export function adminProvidersQuery(db: Db, filter: AdminProviderFilter, sort: "admin" | "name", limit: number, offset: number) {
  return db.select(rowColumns).from(providers).where(conditionFor(filter)).orderBy(...adminOrder(sort)).limit(limit).offset(offset);
}

export const adminProvidersMatches = (db: Db, filter: AdminProviderFilter) => db.select({ one: sql`1` }).from(providers).where(conditionFor(filter));

/** At most EXACT_TOTAL_LIMIT + 1 matches read once and the page sorted from them (exported so tests can EXPLAIN it). */
export const adminProvidersMatchesOnce = (db: Db, filter: AdminProviderFilter, sort: "admin" | "name", limit: number, offset: number) =>
  matchesOnceQuery(db, rowColumns, providers, conditionFor(filter), (m) => adminOrder(sort, m), limit, offset);

export async function listProviders(db: Db, filter: AdminProviderFilter, sort: "admin" | "name", limit: number, offset: number) {
  const inOrder = () => adminProvidersQuery(db, filter, sort, limit, offset);
  const { rows, total } = await searchPage<AdminProviderRow>(db, {
    matches: adminProvidersMatches(db, filter),
    inOrder,
    fromMatches: () => adminProvidersMatchesOnce(db, filter, sort, limit, offset),
    sortedMatches: inOrder,
  });
  return { rows, count: total };
}

export async function insertProvider(tx: Tx, values: ProviderValues & { slug: string; name: string; hqCountry: string }): Promise<Provider> {
  const [row] = await tx.insert(providers).values(values).returning();
  return toProvider(row!);
}

/** Flips verified or pinned in one statement, so two toggles at once cannot both read the old value. */
export async function toggleFlag(db: Db | Tx, id: string, flag: "verified" | "pinned"): Promise<Provider | null> {
  const column = flag === "verified" ? providers.verified : providers.pinned;
  const [row] = await db
    .update(providers)
    .set({ [flag]: sql`not ${column}`, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning();
  return row ? toProvider(row) : null;
}

export interface DeleteOutcome {
  applicationsRemoved: number;
  usersUnlinked: number;
}

/** A user the deletion unlinked, with the role it had and whether it goes back to basic (no other provider left). */
export interface UnlinkedUser {
  userId: string;
  role: string;
  toBasic: boolean;
}

/**
 * Deletes a provider (docs/decisions/0003-provider-deletion.md): its applications go with it and the
 * affected requests' response counts are recounted; its members lose the membership (with its
 * organisation) and a telerad member of no other provider goes back to basic. Run it in the caller's transaction.
 */
export async function deleteProvider(tx: Tx, id: string): Promise<(DeleteOutcome & { unlinked: UnlinkedUser[] }) | null> {
  const [found] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).for("update");
  if (!found) return null;
  const apps = await tx.select({ tenderId: applications.tenderId }).from(applications).where(eq(applications.providerId, id));
  const unlinked: UnlinkedUser[] = await tx
    .select({
      userId: profiles.userId,
      role: profiles.role,
      toBasic: sql<boolean>`${profiles.role} = 'telerad' and not exists (select 1 from organisation_members o where o.user_id = ${profiles.userId} and o.organisation_id <> ${id}
        and exists (select 1 from organisations g where g.id = o.organisation_id and g.kind = 'provider'))`,
    })
    .from(organisationMembers)
    .innerJoin(profiles, eq(profiles.userId, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, id))
    .for("update", { of: profiles });
  const toBasic = unlinked.filter((u) => u.toBasic).map((u) => u.userId);
  if (toBasic.length) await tx.update(profiles).set({ role: "basic" }).where(inArray(profiles.userId, toBasic));
  if (unlinked.length)
    await tx
      .update(user)
      .set({ updatedAt: sql`now()` })
      .where(
        inArray(
          user.id,
          unlinked.map((l) => l.userId),
        ),
      );
  await tx.delete(providers).where(eq(providers.id, id));
  const tenderIds = [...new Set(apps.map((a) => a.tenderId))];
  if (tenderIds.length)
    await tx
      .update(tenders)
      .set({
        responseCount: sql`(select count(*) from ${applications} where ${applications.tenderId} = ${tenders.id} and ${applications.status} <> 'WITHDRAWN')::int`,
      })
      .where(inArray(tenders.id, tenderIds));
  return { applicationsRemoved: apps.length, usersUnlinked: unlinked.length, unlinked };
}

/** The id of a provider named by its id or its slug (the user:create command takes either). */
export async function findProviderIdBySlugOrId(db: Db, slugOrId: string): Promise<string | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(isUuid ? or(eq(providers.id, slugOrId), eq(providers.slug, slugOrId)) : eq(providers.slug, slugOrId))
    .limit(1);
  return row?.id ?? null;
}
