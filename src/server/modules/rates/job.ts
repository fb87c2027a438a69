import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { parseEcbXml } from "./ecb-xml";
import { saveRates } from "./repo";

export interface RatesJob {
  /** Fetches the rates file once and stores every day in it; on failure keeps the stored rates, logs a warning and never throws. */
  refresh(): Promise<{ stored: string[] } | { failed: string }>;
  /** Refreshes now, then every day, and half an hour after a failure. Does nothing when fetching is off. */
  start(): void;
  stop(): Promise<void>;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let stopping = new AbortController();

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
      if (!stopping.signal.aborted) logger.warn({ url, error: failed, retryInMs: retryMs }, "could not fetch exchange rates; keeping the last rates");
      return { failed };
    }
  }

  async function download(from: string): Promise<string> {
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]);
    try {
      const res = await fetch(from, { signal, headers: { accept: "application/xml, text/xml" } });
      if (!res.ok) throw new Error(`${from} answered ${res.status} ${res.statusText}`.trim());
      return await res.text();
    } catch (error) {
      if ((error as Error).name === "TimeoutError") throw new Error(`no answer from ${from} within ${timeoutMs} ms`);
      throw error;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = refresh()
        .then((result) => schedule("stored" in result ? everyMs : retryMs))
        .finally(() => {
          running = undefined;
        });
    }, delay);
    timer.unref();
  }

  return {
    refresh,
    start() {
      if (!url) {
        logger.info("exchange rates are not fetched (RATES_URL=off); using the stored rates");
        return;
      }
      stopped = false;
      stopping = new AbortController();
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}

/** A network error's cause (ECONNREFUSED, ...) says more than fetch's own "fetch failed". */
function reasonOf(error: unknown): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message}: ${cause}` : String(err.message ?? error);
}
