import { asc, lt } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { providers } from "../../db/schema";

/**
 * Up to `limit` providers whose measured figures cover a window that starts before `from` (index
 * providers_measured_from_idx), locked for this transaction. Rows another transaction holds are skipped: an ingest
 * or a dispute recomputes its provider's figures itself, and the next run finds any left.
 */
export async function lockStaleMeasures(tx: Tx, from: string, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(lt(providers.measuredFrom, from))
    .orderBy(asc(providers.measuredFrom))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}
