import type { Db } from "../../db/client";
import type { Job } from "../../jobs/scheduler";
import type { Logger } from "../../logger";
import { measuresWindowStart } from "../studies/measures";
import { refreshProviderMeasures } from "../studies/repo";
import { lockStaleMeasures } from "./measures-repo";

/** Providers recomputed per transaction. */
const BATCH = 100;

export interface MeasuresJob {
  /** Recomputes the figures of every provider whose window starts before the current one; how many were. */
  run(now?: Date): Promise<{ providers: number }>;
  job: Job;
}

/**
 * The directory's measured figures cover the last 12 months (issue 31 §5). Every ingest and dispute recomputes its
 * provider's, but one that records nothing new keeps its old window: each hour, the providers whose window has moved
 * on are recomputed, a batch per transaction.
 */
export function createMeasuresJob(opts: { db: Db; logger: Logger }): MeasuresJob {
  const { db, logger } = opts;

  async function run(now = new Date()) {
    const from = measuresWindowStart(now);
    let count = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const ids = await lockStaleMeasures(tx, from, BATCH);
        for (const id of ids) await refreshProviderMeasures(tx, id, from);
        return ids.length;
      });
      count += done;
      // Each recomputed row now starts at `from`: a short batch was the last.
      if (done < BATCH) break;
    }
    if (count > 0) logger.info({ from, providers: count }, "provider measures moved to the current window");
    return { providers: count };
  }

  return { run, job: { name: "provider-measures", everyMs: 60 * 60 * 1000, leaseMs: 10 * 60 * 1000, run: (now) => run(now) } };
}
