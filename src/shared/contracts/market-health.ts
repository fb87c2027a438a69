import { z } from "zod";

/**
 * Marketplace health for admins (issue 32 §4): the figures of the last 12 ISO weeks (Monday to Sunday, UTC), kept
 * in one snapshot row by the `market-health` job so that /admin reads a row instead of counting tables.
 */

/** How many weeks the snapshot covers, the current one included. */
export const MARKET_HEALTH_WEEKS = 12;

/** How each figure is defined: shown on the page under the figure, and what the job computes. */
export const MARKET_HEALTH_DEFINITIONS = {
  requestsPosted: "Requests created in the period.",
  medianBids: "Of the requests posted in the period, the median number of applications (any status).",
  medianFirstBidHours: "Of the requests posted in the period that received an application, the median time from posting to the first application.",
  awardedShare: "Of the requests posted in the period that are now closed (closed, or past their deadline), the share with an awarded application.",
  activeContracts: "Contracts in force at the end of the week; for the current week and the headline, contracts active now.",
  studiesMeasured: "Studies in the ledger whose images became available in the period (disputed ones included).",
} as const;

const count = z.number().int().min(0);

/** The figures of one week, or of the whole window (the headline: its own medians, not averages of the weeks'). */
export const MarketHealthFigureSchema = z.object({
  requestsPosted: count,
  /** null when no request was posted. */
  medianBids: z.number().nullable(),
  /** Hours, one decimal; null when no request posted got an application. */
  medianFirstBidHours: z.number().nullable(),
  /** Requests posted in the period that are now closed, and of those, the ones with an awarded application. */
  closedRequests: count,
  awardedRequests: count,
  /** Percent, one decimal; null when none is closed. */
  awardedShare: z.number().nullable(),
  activeContracts: count,
  studiesMeasured: count,
});
export type MarketHealthFigure = z.infer<typeof MarketHealthFigureSchema>;

export const MarketHealthWeekSchema = MarketHealthFigureSchema.extend({
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: z.string(),
});
export type MarketHealthWeek = z.infer<typeof MarketHealthWeekSchema>;

export const MarketHealthFiguresSchema = z.object({
  /** The first day of the window (a Monday) and its last (the current week's Sunday), YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  headline: MarketHealthFigureSchema,
  /** Oldest first; the last is the current, unfinished week. */
  weeks: z.array(MarketHealthWeekSchema),
});
export type MarketHealthFigures = z.infer<typeof MarketHealthFiguresSchema>;

export const MarketHealthSchema = z.object({
  /** When the figures were computed (ISO 8601). */
  computedAt: z.string(),
  figures: MarketHealthFiguresSchema,
});
export type MarketHealth = z.infer<typeof MarketHealthSchema>;
