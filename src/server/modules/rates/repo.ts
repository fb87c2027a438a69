import { desc, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import type { EcbDay } from "./ecb-xml";

export interface RatesDay {
  /** yyyy-mm-dd: the day the ECB published these rates. */
  day: string;
  source: string;
  /** Units of each currency per 1 EUR. */
  rates: Record<string, number>;
}

/** The most recent day of reference rates stored, or null when none are. */
export async function latestRates(db: Db | Tx): Promise<RatesDay | null> {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.day)).limit(1);
  return row ? { day: row.day, source: row.source, rates: row.rates } : null;
}

/**
 * Stores each day under its date: a day already stored is replaced (the newest fetch wins),
 * unless `keepStored` is set, when it is left as it is.
 */
export async function saveRates(db: Db | Tx, days: EcbDay[], source: string, opts: { keepStored?: boolean } = {}): Promise<void> {
  if (!days.length) return;
  const insert = db.insert(exchangeRates).values(days.map((d) => ({ day: d.day, rates: d.rates, source })));
  if (opts.keepStored) await insert.onConflictDoNothing({ target: exchangeRates.day });
  else
    await insert.onConflictDoUpdate({
      target: exchangeRates.day,
      set: { rates: sql`excluded.rates`, source: sql`excluded.source`, fetchedAt: sql`now()` },
    });
}
