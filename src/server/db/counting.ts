import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { EXACT_TOTAL_LIMIT, type Total } from "@/shared/contracts/common";
import type { Db, Tx } from "./client";

type Conn = Db | Tx;
/** A SELECT of the matching rows, with no ORDER BY, LIMIT or OFFSET. */
type Matches = { getSQL(): SQL; toSQL(): { sql: string; params: unknown[] } };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** How long an estimate is reused for the same query (every page and sort of one search shares it). */
const ESTIMATE_TTL_MS = 30_000;
const MAX_KEPT = 500;
/** Per database handle, so that two databases in one process never share an estimate. */
const keptBy = new WeakMap<Conn, Map<string, { total: Total; until: number }>>();

/**
 * How many rows `matches` returns, counting no more than EXACT_TOTAL_LIMIT + 1 of them: exact up to the
 * limit, above it the planner's estimate (decision 0015), so a total never costs more than a thousand rows.
 * An estimate is kept for ESTIMATE_TTL_MS: it comes from statistics ANALYZE refreshes far less often, so
 * reusing it changes nothing a reader could notice. Exact totals are always counted afresh.
 */
export async function boundedTotal(db: Conn, matches: Matches): Promise<Total> {
  const query = matches.toSQL();
  const key = `${query.sql}\n${JSON.stringify(query.params)}`;
  let kept = keptBy.get(db);
  if (!kept) {
    kept = new Map();
    keptBy.set(db, kept);
  }
  const known = kept.get(key);
  if (known && known.until > Date.now()) return known.total;
  const counted = await countUpToLimit(db, matches.getSQL());
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const total = estimate(await plannedRows(db, matches.getSQL()));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  return total;
}

/**
 * More than EXACT_TOTAL_LIMIT rows match: the estimate, rounded, when it says so too; otherwise the
 * limit itself, which the pages show as "more than 1,000" (the planner underestimated).
 */
function estimate(planned: number): Total {
  return { total: Math.max(roughly(planned), EXACT_TOTAL_LIMIT), estimated: true };
}

/** The size of a whole table: exact while small, else the statistics' row count (kept by ANALYZE and autovacuum). */
export async function tableTotal(db: Conn, table: PgTable): Promise<Total> {
  const counted = await countUpToLimit(db, sql`select 1 from ${table}`);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const [stats] = rowsOf(await db.execute(sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`));
  return estimate(Number(stats?.n ?? 0));
}

/** How many rows a query returns, counting no further than EXACT_TOTAL_LIMIT + 1. */
async function countUpToLimit(db: Conn, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from (${query} limit ${EXACT_TOTAL_LIMIT + 1}) as m`));
  return Number(row?.n ?? 0);
}

/** The planner's estimate of the rows a query returns (EXPLAIN plans it without running it). */
async function plannedRows(db: Conn, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${query}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** Two significant figures: an estimate should not look more precise than it is (12,437 -> 12,000). */
function roughly(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / step) * step;
}
