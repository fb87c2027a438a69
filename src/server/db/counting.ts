import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { EXACT_TOTAL_LIMIT, type Total } from "@/shared/contracts/common";
import type { Db, Tx } from "./client";

type Conn = Db | Tx;
/** A SELECT of the matching rows, with no ORDER BY, LIMIT or OFFSET. */
type Matches = { getSQL(): SQL };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * How many rows `matches` returns, counting no more than EXACT_TOTAL_LIMIT + 1 of them: exact up to the
 * limit, above it the planner's estimate (decision 0015), so a total never costs more than a thousand rows.
 */
export async function boundedTotal(db: Conn, matches: Matches): Promise<Total> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from (${matches.getSQL()} limit ${EXACT_TOTAL_LIMIT + 1}) as m`));
  const counted = Number(row?.n ?? 0);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  return estimate(await plannedRows(db, matches.getSQL()));
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
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from (select 1 from ${table} limit ${EXACT_TOTAL_LIMIT + 1}) as m`));
  const counted = Number(row?.n ?? 0);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const [stats] = rowsOf(await db.execute(sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`));
  return estimate(Number(stats?.n ?? 0));
}

/** The planner's estimate of the rows a query returns (EXPLAIN plans it without running it). */
async function plannedRows(db: Conn, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${query}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** Two significant figures: an estimate should not look more precise than it is (12,437 -> 12,000). */
export function roughly(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / step) * step;
}
