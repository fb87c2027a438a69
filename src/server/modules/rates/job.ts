import type { Db } from "../../db/client";
import type { Job } from "../../jobs/scheduler";
import type { Logger } from "../../logger";
import { parseEcbXml } from "./ecb-xml";
import { saveRates } from "./repo";

export interface RatesJob {
  /** Fetches the rates file once and stores every day in it; on failure keeps the stored rates, logs a warning and never throws. */
  refresh(): Promise<{ stored: string[] } | { failed: string }>;
  /** The daily fetch for the scheduler (half an hour after a failure); none when fetching is off. */
  jobs(): Job[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRatesJob(opts: {
  db: Db;
  /** Any URL serving the ECB XML format; undefined when fetching is off. */
  url: string | undefined;
  logger: Logger;
  timeoutMs?: number;
  everyMs?: number;
  retryMs?: number;
}): RatesJob {
  const { db, url, logger, timeoutMs = 10_000, everyMs = DAY_MS, retryMs = 30 * 60 * 1000 } = opts;

  async function refresh(): Promise<{ stored: string[] } | { failed: string }> {
    if (!url) return { failed: "fetching is off (RATES_URL=off)" };
    try {
      const days = parseEcbXml(await download(url));
      await saveRates(db, days, url);
      const stored = days.map((d) => d.day).sort();
      logger.info({ url, days: stored.length, newest: stored.at(-1) }, "exchange rates fetched");
      return { stored };
    } catch (error) {
      const failed = reasonOf(error);
      logger.warn({ url, error: failed, retryInMs: retryMs }, "could not fetch exchange rates; keeping the last rates");
      return { failed };
    }
  }

  async function download(from: string): Promise<string> {
    try {
      const res = await fetch(from, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/xml, text/xml" } });
      if (!res.ok) throw new Error(`${from} answered ${res.status} ${res.statusText}`.trim());
      return await res.text();
    } catch (error) {
      if ((error as Error).name === "TimeoutError") throw new Error(`no answer from ${from} within ${timeoutMs} ms`);
      throw error;
    }
  }

  return {
    refresh,
    jobs() {
      if (!url) {
        logger.info("exchange rates are not fetched (RATES_URL=off); using the stored rates");
        return [];
      }
      return [{ name: "exchange-rates", everyMs, leaseMs: 2 * timeoutMs + 60_000, run: refresh, retryInMs: (r) => ((r as { failed?: string }).failed ? retryMs : undefined) }];
    },
  };
}

/** A network error's cause (ECONNREFUSED, ...) says more than fetch's own "fetch failed". */
function reasonOf(error: unknown): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message}: ${cause}` : String(err.message ?? error);
}
