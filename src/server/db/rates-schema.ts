import { date, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { now } from "./columns";

/** One day of the ECB's euro reference rates: units of each currency per 1 EUR. */
export const exchangeRates = pgTable("exchange_rates", {
  day: date("day", { mode: "string" }).primaryKey(),
  rates: jsonb("rates").$type<Record<string, number>>().notNull(),
  source: text("source").notNull(),
  fetchedAt: now("fetched_at"),
});
