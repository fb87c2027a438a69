import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { EXACT_TOTAL_LIMIT, type Total } from "@/shared/contracts/common";
import type { Db } from "./client";
import { countUpToLimit, estimate, type Matches, plannedRows } from "./counting";

/**
 * From this many rows the planner expects, its estimate is the total and the page is read by walking the sort's
 * index (docs/decisions/0030-one-statement-lists.md). Below it, the matches are counted.
 */
export const TRUSTED_ESTIMATE = 2 * EXACT_TOTAL_LIMIT;

/** A searched list's three ways to read a page; the rows of `fromMatches` carry how many matches were read. */
export interface SearchPageReads<Row> {
  /** The matching rows, unsorted and unlimited: what the planner estimates and the total counts. */
  matches: Matches;
  /** The page read in the sort's order from its index, stopping after the page: cheap when many rows match. */
  inOrder(): Promise<Row[]>;
  /** At most EXACT_TOTAL_LIMIT + 1 matches read once, the page sorted from them, each row with `counted`. */
  fromMatches(): Promise<(Row & { counted: number })[]>;
  /** The page sorted from every match (more matched than counted, though the planner expected fewer). */
  sortedMatches(): Promise<Row[]>;
}

/**
 * A page of a search and its total in one statement for most searches: many expected matches are not counted
 * (the planner's estimate, "about N") and the page is read in order; otherwise the matches are read once, for
 * their exact count and the page sorted from them.
 */
export async function searchPage<Row>(db: Db, reads: SearchPageReads<Row>): Promise<{ rows: Row[]; total: Total }> {
  const planned = await plannedRows(db, reads.matches);
  if (planned >= TRUSTED_ESTIMATE) return { rows: await reads.inOrder(), total: estimate(planned) };
  const read = await reads.fromMatches();
  // No row: the page lies past the last match, so the count comes on its own.
  const counted = read.length ? read[0]!.counted : await countUpToLimit(db, reads.matches);
  if (counted <= EXACT_TOTAL_LIMIT) return { rows: read.map(({ counted: _, ...row }) => row as Row), total: { total: counted, estimated: false } };
  return { rows: await reads.sortedMatches(), total: estimate(planned) };
}

type Columns = Record<string, AnyPgColumn>;

/**
 * The `fromMatches` read of a list: at most EXACT_TOTAL_LIMIT + 1 matching rows of `table` read once (a CTE), the
 * page sorted from them, and each row with `counted`, how many were read. `order` sorts by the CTE's columns.
 */
export function matchesOnceQuery<C extends Columns>(db: Db, columns: C, table: PgTable, where: SQL | undefined, order: (m: C) => SQL[], limit: number, offset: number) {
  const m = db.$with("m").as(db.select(columns as Columns).from(table).where(where).limit(EXACT_TOTAL_LIMIT + 1));
  const fields = columnsOf(m as unknown as C, columns);
  return db
    .with(m)
    .select({ ...fields, counted: sql<number>`(count(*) over ())::int`.as("counted") })
    .from(m)
    .orderBy(...order(fields))
    .limit(limit)
    .offset(offset);
}

/** The columns of a subquery (a CTE, a page) under the names of `columns`. */
export const columnsOf = <C extends Columns>(source: object, columns: C): C =>
  Object.fromEntries(Object.keys(columns).map((k) => [k, (source as Columns)[k]])) as C;
