import { and, arrayOverlaps, asc, desc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { RequestSort, RequestStatus } from "@/shared/contracts/requests";
import type { RequestRecord } from "@/shared/policy/requests";
import type { Db, Tx } from "../../db/client";
import { containsPattern } from "../../db/contains-pattern";
import { boundedTotal } from "../../db/counting";
import { applications, profiles, tenders, user } from "../../db/schema";

export interface RequestFilter {
  /** Free text, matched case-insensitively anywhere in title, facility or description (LIKE wildcards escaped here). */
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
 * Case-insensitive substring match over one search text, the expression its trigram index is built on
 * (migration 0004): "public" is title and description, which any signed-in role may search; "all" adds
 * the facility, for the roles that see it.
 */
export function textMatches(scope: "public" | "all", text: string): SQL {
  const searched =
    scope === "public"
      ? sql`lower(${tenders.title} || ' ' || ${tenders.description})`
      : sql`lower(${tenders.title} || ' ' || ${tenders.facility} || ' ' || ${tenders.description})`;
  return sql`${searched} like lower(${containsPattern(text)})`;
}

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

function orderBy(sort: RequestSort): SQL[] {
  switch (sort) {
    case "deadlineDesc":
      return [desc(tenders.deadline), desc(tenders.id)];
    case "newest":
      return [desc(tenders.createdAt), asc(tenders.id)];
    case "budget":
      return [sql`${tenders.budgetMax} desc nulls last`, asc(tenders.id)];
    case "responses":
      return [desc(tenders.responseCount), asc(tenders.id)];
    default:
      return [asc(tenders.deadline), asc(tenders.id)];
  }
}

export const toRecord = (row: typeof tenders.$inferSelect): RequestRecord => ({
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

/** One page (read with a row of lookahead, see pageOf) and the bounded total. */
export async function searchRequests(db: Db, f: RequestFilter, sort: RequestSort, page: number, pageSize: number) {
  const rows = await requestPageQuery(db, f, sort, page, pageSize, pageSize + 1);
  const count = await boundedTotal(db, requestMatchesQuery(db, f));
  return { rows: rows.map(toRecord), count };
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

export type RequestChanges = Partial<Omit<NewRequest, "hospitalId">>;

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

/** E-mail addresses of the users of every provider with a live (not withdrawn) application to the request. */
export async function applicantEmails(db: Db | Tx, tenderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: user.email })
    .from(applications)
    .innerJoin(profiles, eq(profiles.providerId, applications.providerId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN")))
    .orderBy(asc(user.email));
  return rows.map((r) => r.email);
}
