import type { MarketHealthFigure, MarketHealthFigures } from "@/shared/contracts/market-health";
import type { Db, Tx } from "../../db/client";
import type { Job } from "../../jobs/scheduler";
import type { Logger } from "../../logger";
import { activeContracts, contractsInForce, type RequestFigures, requestFigures, type Snapshot, saveSnapshot, studiesPerWeek } from "./repo";
import { healthWindow } from "./weeks";

const EVERY_MS = 15 * 60 * 1000;

/** One decimal, for hours and percentages. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function requestPart(r: RequestFigures | undefined): Omit<MarketHealthFigure, "activeContracts" | "studiesMeasured"> {
  if (!r) return { requestsPosted: 0, medianBids: null, medianFirstBidHours: null, closedRequests: 0, awardedRequests: 0, awardedShare: null };
  return {
    requestsPosted: r.posted,
    medianBids: r.medianBids,
    medianFirstBidHours: r.medianFirstBidSeconds === null ? null : oneDecimal(r.medianFirstBidSeconds / 3600),
    closedRequests: r.closed,
    awardedRequests: r.awarded,
    awardedShare: r.closed ? oneDecimal((r.awarded / r.closed) * 100) : null,
  };
}

/** Every figure of the window at `now`, read in the transaction `tx`. */
async function computeFigures(tx: Tx, now: Date): Promise<MarketHealthFigures> {
  const window = healthWindow(now);
  const requests = await requestFigures(tx, window.from, window.to, now);
  const studies = new Map((await studiesPerWeek(tx, window.from, window.to)).map((s) => [s.week, s.studies]));
  // The weeks that are over are counted on their Sunday; the current one is what is active now.
  const inForce = await contractsInForce(tx, window.sundays.slice(0, -1));
  const activeNow = await activeContracts(tx);
  const last = window.mondays.length - 1;
  const weeks = window.mondays.map((week, i) => ({
    week,
    ...requestPart(requests.find((r) => r.week === i)),
    activeContracts: i === last ? activeNow : (inForce.get(window.sundays[i]!) ?? 0),
    studiesMeasured: studies.get(i) ?? 0,
  }));
  const headline = {
    ...requestPart(requests.find((r) => r.week === null)),
    activeContracts: activeNow,
    studiesMeasured: weeks.reduce((sum, w) => sum + w.studiesMeasured, 0),
  };
  return { from: window.mondays[0]!, to: window.sundays[last]!, headline, weeks };
}

/** Recomputes the figures at `now` and replaces the snapshot, in one transaction. */
export async function recomputeMarketHealth(db: Db, now: Date): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    const snapshot = { computedAt: now, figures: await computeFigures(tx, now) };
    await saveSnapshot(tx, snapshot);
    return snapshot;
  });
}

export interface MarketHealthJob {
  /** Recomputes the snapshot at `now` (a test's clock). */
  run(now?: Date): Promise<Snapshot>;
  job: Job;
}

/**
 * Marketplace health (issue 32 §4) is read from one snapshot row: every 15 minutes (and at start) the job recomputes
 * the last 12 weeks' figures from indexed queries and replaces it. Idempotent: a run only rewrites the row.
 */
export function createMarketHealthJob(opts: { db: Db; logger: Logger }): MarketHealthJob {
  const { db, logger } = opts;

  async function run(now = new Date()) {
    const started = performance.now();
    const snapshot = await recomputeMarketHealth(db, now);
    logger.debug({ ms: Math.round(performance.now() - started) }, "market health recomputed");
    return snapshot;
  }

  return {
    run,
    job: {
      name: "market-health",
      everyMs: EVERY_MS,
      leaseMs: 5 * 60 * 1000,
      // The lease keeps the result: what was computed when, not the figures themselves.
      run: async (now) => ({ computedAt: (await run(now)).computedAt.toISOString() }),
    },
  };
}
