import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "./harness";

/**
 * The plan of a query with sequential scans (and, when asked, sorts) priced out, in a transaction of
 * its own: a test database holds too few rows for the planner to prefer an index by itself, so what
 * is asserted is that an index *can* serve the query. `bitmap` leaves only bitmap scans, for a filter whose own
 * index a tiny table would otherwise skip.
 */
export async function explain(t: TestApp, query: { getSQL(): SQL }, opts: { noSort?: boolean; bitmap?: boolean } = {}): Promise<string> {
  return t.services.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (opts.noSort) await tx.execute(sql`set local enable_sort = off`);
    // Only bitmap scans: what a filter's own index finds, where a tiny table would rather walk another index and filter.
    if (opts.bitmap) {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
    }
    const result = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => String(Object.values(r)[0])).join("\n");
  });
}

export function expectIndexed(plan: string, indexes: string[]) {
  expect(plan, plan).not.toMatch(/Seq Scan/);
  expect(
    indexes.some((name) => plan.includes(name)),
    `expected one of ${indexes.join(", ")} in\n${plan}`,
  ).toBe(true);
}
