import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable } from "drizzle-orm/pg-core";
import type { MarketHealthFigures } from "@/shared/contracts/market-health";
import { ts } from "./columns";

/**
 * Marketplace health for admins (issue 32 §4): one row holding the figures of the last weeks, recomputed by the
 * leased `market-health` job (and on an admin's request), so the admin page reads a row instead of counting tables.
 */
export const marketHealth = pgTable(
  "market_health",
  {
    id: boolean("id").primaryKey().default(true),
    computedAt: ts("computed_at").notNull(),
    figures: jsonb("figures").$type<MarketHealthFigures>().notNull(),
  },
  (t) => [check("market_health_single_row", sql`${t.id}`)],
);
