import { desc } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { exchangeRates } from "../../db/schema";

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
