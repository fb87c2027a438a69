import { asc, desc, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AdminRequestRow } from "@/shared/contracts/admin";
import { effectiveStatus } from "@/shared/policy/requests";
import { countriesNamedBy } from "@/shared/reference/countries";
import type { Db } from "../../db/client";
import { tenders } from "../../db/schema";
import { matchesOnceQuery, searchPage } from "../../db/search-page";
import { textMatches } from "../requests/repo";

type AdminRequestFilter = { q?: string };

/** The words of the title, facility or description, or a country the text names. */
function requestsWhere(filter: AdminRequestFilter) {
  if (!filter.q) return undefined;
  const codes = countriesNamedBy(filter.q);
  return or(textMatches("all", filter.q), codes.length ? inArray(tenders.country, codes) : undefined);
}

/** What the admins' table shows of a request (its effective status is worked out from status and deadline). */
const rowColumns = {
  id: tenders.id,
  title: tenders.title,
  facility: tenders.facility,
  status: tenders.status,
  deadline: tenders.deadline,
  country: tenders.country,
  createdAt: tenders.createdAt,
};

const newestFirst = (from: Record<"createdAt" | "id", AnyPgColumn> = tenders) => [desc(from.createdAt), asc(from.id)];

/** A page of requests, newest first, and the rows behind its total (exported so tests can EXPLAIN them). */
export const adminRequestsPageQuery = (db: Db, filter: AdminRequestFilter, limit: number, offset: number) =>
  db.select(rowColumns).from(tenders).where(requestsWhere(filter)).orderBy(...newestFirst()).limit(limit).offset(offset);
export const adminRequestsMatches = (db: Db, filter: AdminRequestFilter) => db.select({ one: sql`1` }).from(tenders).where(requestsWhere(filter));
export const adminRequestsMatchesOnce = (db: Db, filter: AdminRequestFilter, limit: number, offset: number) =>
  matchesOnceQuery(db, rowColumns, tenders, requestsWhere(filter), newestFirst, limit, offset);

export async function listRequests(db: Db, filter: AdminRequestFilter, limit: number, offset: number) {
  const inOrder = () => adminRequestsPageQuery(db, filter, limit, offset);
  const { rows, total } = await searchPage(db, {
    matches: adminRequestsMatches(db, filter),
    inOrder,
    fromMatches: () => adminRequestsMatchesOnce(db, filter, limit, offset),
    sortedMatches: inOrder,
  });
  const now = new Date();
  const data: AdminRequestRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    facility: r.facility,
    status: effectiveStatus(r.status, r.deadline, now),
    country: r.country,
    createdAt: r.createdAt.toISOString(),
  }));
  return { rows: data, count: total };
}
