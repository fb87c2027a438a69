import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { EXACT_TOTAL_LIMIT, type Total } from "@/shared/contracts/common";
import type { Db, Tx } from "./client";

type Conn = Db | Tx;
/** A SELECT of the matching rows, with no ORDER BY, LIMIT or OFFSET. */
export type Matches = { getSQL(): SQL; toSQL(): { sql: string; params: unknown[] } };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** How long the planner's estimate of a search is reused (every page and sort of one search shares it). */
const ESTIMATE_TTL_MS = 30_000;
const MAX_KEPT = 500;
/** Per database handle, so that two databases in one process never share an estimate. */
const keptBy = new WeakMap<Conn, Map<string, { rows: number; counted: boolean; until: number }>>();

function keptOf(db: Conn) {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = new Map();
    keptBy.set(db, kept);
  }
  return kept;
}

const keyOf = (matches: Matches) => {
  const query = matches.toSQL();
  return `${query.sql}\n${JSON.stringify(query.params)}`;
};

/**
 * How many rows `matches` returns, counting no more than EXACT_TOTAL_LIMIT + 1 of them: exact up to the
 * limit, above it the planner's estimate (decision 0015), so a total never costs more than a thousand rows.
 * Once counted past the limit, the estimate is reused for ESTIMATE_TTL_MS without counting again.
 */
export async function boundedTotal(db: Conn, matches: Matches): Promise<Total> {
  const known = keptOf(db).get(keyOf(matches));
  if (known?.counted && known.until > Date.now()) return estimate(known.rows);
  const counted = await countUpToLimit(db, matches);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const rows = await plannedRows(db, matches);
  keptOf(db).set(keyOf(matches), { rows, counted: true, until: Date.now() + ESTIMATE_TTL_MS });
  return estimate(rows);
}

/**
 * More than EXACT_TOTAL_LIMIT rows match: the estimate, rounded, when it says so too; otherwise the
 * limit itself, which the pages show as "more than 1,000" (the planner underestimated).
 */
export function estimate(planned: number): Total {
  return { total: Math.max(roughly(planned), EXACT_TOTAL_LIMIT), estimated: true };
}

/** The size of a whole table: exact while small, else the statistics' row count (kept by ANALYZE and autovacuum). */
export async function tableTotal(db: Conn, table: PgTable): Promise<Total> {
  const counted = await countUpToLimit(db, { getSQL: () => sql`select 1 from ${table}` });
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const [stats] = rowsOf(await db.execute(sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`));
  return estimate(Number(stats?.n ?? 0));
}

/** A column of how many rows `matches` returns, counting no further than EXACT_TOTAL_LIMIT + 1: a page and its total in one statement. */
export const countedColumn = (matches: Pick<Matches, "getSQL">) =>
  sql<number>`(select count(*)::int from (${matches.getSQL()} limit ${EXACT_TOTAL_LIMIT + 1}) as counted)`.mapWith(Number);

/**
 * The total of a page read with `countedColumn` from `offset`: exact up to the limit, else the planner's estimate.
 * An empty first page means none; an empty later page lies past the end and counts on its own.
 */
export async function totalOfPage(db: Conn, matches: Matches, rows: { counted: number }[], offset: number): Promise<Total> {
  const counted = rows.length ? rows[0]!.counted : offset > 0 ? await countUpToLimit(db, matches) : 0;
  return counted <= EXACT_TOTAL_LIMIT ? { total: counted, estimated: false } : estimate(await plannedRows(db, matches));
}

/** How many rows a query returns, counting no further than EXACT_TOTAL_LIMIT + 1. */
export async function countUpToLimit(db: Conn, matches: Pick<Matches, "getSQL">): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from (${matches.getSQL()} limit ${EXACT_TOTAL_LIMIT + 1}) as m`));
  return Number(row?.n ?? 0);
}

/**
 * The planner's estimate of the rows a query returns (EXPLAIN plans it without running it), kept for
 * ESTIMATE_TTL_MS: it comes from statistics that ANALYZE refreshes far less often.
 */
export async function plannedRows(db: Conn, matches: Matches): Promise<number> {
  const key = keyOf(matches);
  const kept = keptOf(db);
  const known = kept.get(key);
  if (known && known.until > Date.now()) return known.rows;
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${matches.getSQL()}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const rows = Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { rows, counted: false, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

/** Two significant figures: an estimate should not look more precise than it is (12,437 -> 12,000). */
function roughly(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / step) * step;
}
