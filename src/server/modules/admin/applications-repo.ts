import { and, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AdminApplicationRow } from "@/shared/contracts/admin";
import { effectiveStatus } from "@/shared/policy/requests";
import type { Db } from "../../db/client";
import { applications, providers, tenders } from "../../db/schema";
import { columnsOf, matchesOnceQuery, searchPage } from "../../db/search-page";
import { matchesWords } from "../../db/word-search";

type AdminApplicationFilter = { q?: string; status?: AdminApplicationRow["status"] };

/** Of a status, and holding the words in its document: its request's title and facility and its provider's name. */
const applicationsWhere = (filter: AdminApplicationFilter) =>
  and(filter.q ? matchesWords(applications, filter.q) : undefined, filter.status ? eq(applications.status, filter.status) : undefined);

type Sorted = Record<"createdAt" | "id", AnyPgColumn>;
const newestFirst = (from: Sorted = applications) => [desc(from.createdAt), desc(from.id)];

/** What the admins' table shows of an application... */
const applicationColumns = {
  id: applications.id,
  tenderId: applications.tenderId,
  providerId: applications.providerId,
  pricePerCt: applications.pricePerCt,
  currency: applications.currency,
  note: applications.note,
  status: applications.status,
  createdAt: applications.createdAt,
};
/** ...and of its request and provider, joined to the page's rows. */
const joinedColumns = {
  tenderTitle: tenders.title,
  tenderFacility: tenders.facility,
  tenderCountry: tenders.country,
  tenderStatus: tenders.status,
  tenderDeadline: tenders.deadline,
  providerName: providers.name,
  providerSlug: providers.slug,
};

/** The rows behind the total (exported so tests can EXPLAIN it). */
export const adminApplicationsMatches = (db: Db, filter: AdminApplicationFilter) => db.select({ one: sql`1` }).from(applications).where(applicationsWhere(filter));

/** A page of applications, newest first, read in the order of the index (exported so tests can EXPLAIN it). */
export const adminApplicationsPageQuery = (db: Db, filter: AdminApplicationFilter, limit: number, offset: number) =>
  db.select(applicationColumns).from(applications).where(applicationsWhere(filter)).orderBy(...newestFirst()).limit(limit).offset(offset);

/** At most EXACT_TOTAL_LIMIT + 1 matches read once and the page sorted from them (exported so tests can EXPLAIN it). */
export const adminApplicationsMatchesOnce = (db: Db, filter: AdminApplicationFilter, limit: number, offset: number) =>
  matchesOnceQuery(db, applicationColumns, applications, applicationsWhere(filter), newestFirst, limit, offset);

/** The page's applications with their requests and providers (and `counted`, when read from the matches). */
function withRequestsAndProviders<Row>(db: Db, query: ReturnType<typeof adminApplicationsPageQuery> | ReturnType<typeof adminApplicationsMatchesOnce>, withCounted = false) {
  const sub = query.as("page");
  const page = sub as unknown as Record<keyof typeof applicationColumns | "counted", AnyPgColumn>;
  const counted: Record<string, AnyPgColumn> = withCounted ? { counted: page.counted } : {};
  return db
    .select({ ...columnsOf(page, applicationColumns), ...joinedColumns, ...counted })
    .from(sub)
    .innerJoin(tenders, eq(tenders.id, page.tenderId))
    .innerJoin(providers, eq(providers.id, page.providerId))
    .orderBy(...newestFirst(page)) as unknown as Promise<Row[]>;
}

type Row = { [K in keyof typeof applicationColumns]: (typeof applicationColumns)[K]["_"]["data"] } & {
  [K in keyof typeof joinedColumns]: (typeof joinedColumns)[K]["_"]["data"];
};

export async function listApplications(db: Db, filter: AdminApplicationFilter, limit: number, offset: number) {
  // A common word matches thousands of applications: past the counted ones, the page is read in order.
  const inOrder = () => withRequestsAndProviders<Row>(db, adminApplicationsPageQuery(db, filter, limit, offset));
  const { rows, total } = await searchPage(db, {
    matches: adminApplicationsMatches(db, filter),
    inOrder,
    fromMatches: () => withRequestsAndProviders<Row & { counted: number }>(db, adminApplicationsMatchesOnce(db, filter, limit, offset), true),
    sortedMatches: inOrder,
  });
  const now = new Date();
  const data: AdminApplicationRow[] = rows.map((r) => ({
    id: r.id,
    pricePerCt: Number(r.pricePerCt),
    currency: r.currency,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    tender: { id: r.tenderId, title: r.tenderTitle, facility: r.tenderFacility, country: r.tenderCountry, status: effectiveStatus(r.tenderStatus, r.tenderDeadline, now) },
    provider: { id: r.providerId, name: r.providerName, slug: r.providerSlug },
  }));
  return { rows: data, count: total };
}

