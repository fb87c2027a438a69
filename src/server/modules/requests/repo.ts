import { and, arrayOverlaps, asc, desc, eq, getTableColumns, gt, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { RequestSort, RequestStatus } from "@/shared/contracts/requests";
import type { RequestRecord } from "@/shared/policy/requests";
import type { Db, Tx } from "../../db/client";
import { matchesOnceQuery, searchPage } from "../../db/search-page";
import { applications, tenders, } from "../../db/schema";
import { matchesWords } from "../../db/word-search";

export interface RequestFilter {
  /** Free text, matched word by word (whole words and beginnings) in title, facility or description. */
  q?: string;
  /** Country codes that q names: its code, or names/aliases containing q. */
  qCountries?: string[];
  /** Whether q may match the facility: false for callers who may not see it (telerad), so a search cannot reveal it. */
  qFacility?: boolean;
  countries?: string[];
  /** Requests asking for any of these modalities. */
  modalities?: string[];
  status: RequestStatus;
  before?: Date;
  after?: Date;
}


/**
 * Word search over a request's document (migration 0008): "public" is its title and description, which any
 * signed-in role may search; "all" adds the facility, for the roles that see it.
 */
export const textMatches = (scope: "public" | "all", text: string): SQL => matchesWords(tenders, text, scope === "public" ? "A" : "all");

export function where(f: RequestFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.q) {
    conditions.push(
      or(
        textMatches(f.qFacility === false ? "public" : "all", f.q),
        f.qCountries?.length ? inArray(tenders.country, f.qCountries) : undefined,
      ),
    );
  }
  if (f.countries?.length) conditions.push(inArray(tenders.country, f.countries));
  if (f.modalities?.length) conditions.push(arrayOverlaps(tenders.modalities, f.modalities));
  conditions.push(
    f.status === "OPEN"
      ? and(eq(tenders.status, "OPEN"), gt(tenders.deadline, sql`now()`))
      : or(eq(tenders.status, "CLOSED"), lte(tenders.deadline, sql`now()`)),
  );
  if (f.before) conditions.push(lt(tenders.deadline, f.before));
  if (f.after) conditions.push(gt(tenders.deadline, f.after));
  return and(...conditions);
}

type Sorted = Record<"deadline" | "createdAt" | "budgetMax" | "responseCount" | "id", AnyPgColumn>;

/** `from`: the table, or the subquery of its matches. */
function orderBy(sort: RequestSort, from: Sorted = tenders): SQL[] {
  switch (sort) {
    case "deadlineDesc":
      return [desc(from.deadline), desc(from.id)];
    case "newest":
      return [desc(from.createdAt), asc(from.id)];
    case "budget":
      return [sql`${from.budgetMax} desc nulls last`, asc(from.id)];
    case "responses":
      return [desc(from.responseCount), asc(from.id)];
    default:
      return [asc(from.deadline), asc(from.id)];
  }
}

/** Every column of a request (its generated search document is not one, see db/word-search.ts). */
const requestColumns = getTableColumns(tenders);

type Row = typeof tenders.$inferSelect;

export const toRecord = (row: Row): RequestRecord => ({
  ...row,
  budgetMin: row.budgetMin === null ? null : Number(row.budgetMin),
  budgetMax: row.budgetMax === null ? null : Number(row.budgetMax),
});

/** One page of the board, unexecuted, so its plan can be checked against the indexes. */
export function requestPageQuery(db: Db, f: RequestFilter, sort: RequestSort, page: number, pageSize: number, limit = pageSize) {
  return db
    .select()
    .from(tenders)
    .where(where(f))
    .orderBy(...orderBy(sort))
    .limit(limit)
    .offset((page - 1) * pageSize);
}

/** The rows behind the board's total, unsorted and unlimited (exported so tests can EXPLAIN it). */
export function requestMatchesQuery(db: Db, f: RequestFilter) {
  return db.select({ one: sql`1` }).from(tenders).where(where(f));
}

/** At most EXACT_TOTAL_LIMIT + 1 matches read once and the page sorted from them (exported so tests can EXPLAIN it). */
export const requestMatchesOnceQuery = (db: Db, f: RequestFilter, sort: RequestSort, page: number, pageSize: number, limit = pageSize) =>
  matchesOnceQuery(db, requestColumns, tenders, where(f), (m) => orderBy(sort, m), limit, (page - 1) * pageSize);

/** One page (read with a row of lookahead, see pageOf) and its total (see db/search-page.ts). */
export async function searchRequests(db: Db, f: RequestFilter, sort: RequestSort, page: number, pageSize: number) {
  const inOrder = () => requestPageQuery(db, f, sort, page, pageSize, pageSize + 1);
  const { rows, total } = await searchPage(db, {
    matches: requestMatchesQuery(db, f),
    inOrder,
    fromMatches: () => requestMatchesOnceQuery(db, f, sort, page, pageSize, pageSize + 1) as Promise<(Row & { counted: number })[]>,
    sortedMatches: inOrder,
  });
  return { rows: rows.map(toRecord), count: total };
}

/** The newest open requests, id and country only (anonymous teasers). */
export async function newestOpenTeasers(db: Db, limit: number) {
  return db
    .select({ id: tenders.id, country: tenders.country })
    .from(tenders)
    .where(and(eq(tenders.status, "OPEN"), gt(tenders.deadline, sql`now()`)))
    .orderBy(desc(tenders.createdAt), asc(tenders.id))
    .limit(limit);
}

export async function findRequest(db: Db | Tx, id: string): Promise<RequestRecord | null> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/** The request, locked for the rest of the transaction (applying locks it too, so an edit and a bid never interleave). */
export async function lockRequest(tx: Tx, id: string): Promise<RequestRecord | null> {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for("update").limit(1);
  return row ? toRecord(row) : null;
}

export type NewRequest = Omit<RequestRecord, "id" | "postedDate" | "status" | "responseCount" | "createdAt" | "updatedAt" | "amendedAt">;

export async function insertRequest(db: Db | Tx, values: NewRequest): Promise<RequestRecord> {
  const [row] = await db
    .insert(tenders)
    .values({ ...values, status: "OPEN", postedDate: sql`now()`, createdAt: sql`now()`, updatedAt: sql`now()` })
    .returning();
  return toRecord(row!);
}

export type RequestChanges = Partial<Omit<NewRequest, "hospitalId" | "organisationId">>;

export async function updateRequest(db: Db | Tx, id: string, changes: RequestChanges): Promise<RequestRecord | null> {
  const [row] = await db
    .update(tenders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(tenders.id, id))
    .returning();
  return row ? toRecord(row) : null;
}

export async function hasAwardedApplication(db: Db | Tx, tenderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), eq(applications.status, "AWARDED")))
    .limit(1);
  return row !== undefined;
}

export async function deleteRequest(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db.delete(tenders).where(eq(tenders.id, id)).returning({ id: tenders.id });
  return rows.length > 0;
}

/** Sets the stored status; with `from`, only when the stored status is still `from` (null otherwise). */
export async function setRequestStatus(
  db: Db | Tx,
  id: string,
  status: RequestStatus,
  opts: { deadline?: Date; from?: RequestStatus } = {},
): Promise<RequestRecord | null> {
  const [row] = await db
    .update(tenders)
    .set({ status, updatedAt: sql`now()`, ...(opts.deadline ? { deadline: opts.deadline } : {}) })
    .where(and(eq(tenders.id, id), opts.from ? eq(tenders.status, opts.from) : undefined))
    .returning();
  return row ? toRecord(row) : null;
}

