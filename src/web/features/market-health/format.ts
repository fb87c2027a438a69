import { MARKET_HEALTH_DEFINITIONS, type MarketHealthFigure, type MarketHealthWeek } from "@/shared/contracts/market-health";
import { formatNumber } from "@/web/lib/utils";

/** How the health figures are written: the same text in the headline, the charts' tables and their summaries. */

type Key = keyof typeof MARKET_HEALTH_DEFINITIONS;

const one = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** Each figure: its name, its definition and how its value reads ("–" when there is none). */
export const FIGURES: Record<Key, { label: string; definition: string; text: (f: MarketHealthFigure) => string; value: (f: MarketHealthFigure) => number | null }> = {
  requestsPosted: { label: "Requests posted", definition: MARKET_HEALTH_DEFINITIONS.requestsPosted, value: (f) => f.requestsPosted, text: (f) => formatNumber(f.requestsPosted) },
  medianBids: { label: "Median bids per request", definition: MARKET_HEALTH_DEFINITIONS.medianBids, value: (f) => f.medianBids, text: (f) => (f.medianBids === null ? "–" : one(f.medianBids)) },
  medianFirstBidHours: {
    label: "Median time to first bid",
    definition: MARKET_HEALTH_DEFINITIONS.medianFirstBidHours,
    value: (f) => f.medianFirstBidHours,
    text: (f) => (f.medianFirstBidHours === null ? "–" : `${one(f.medianFirstBidHours)} h`),
  },
  awardedShare: { label: "Closed requests awarded", definition: MARKET_HEALTH_DEFINITIONS.awardedShare, value: (f) => f.awardedShare, text: (f) => (f.awardedShare === null ? "–" : `${one(f.awardedShare)}%`) },
  activeContracts: { label: "Active contracts", definition: MARKET_HEALTH_DEFINITIONS.activeContracts, value: (f) => f.activeContracts, text: (f) => formatNumber(f.activeContracts) },
  studiesMeasured: { label: "Studies measured", definition: MARKET_HEALTH_DEFINITIONS.studiesMeasured, value: (f) => f.studiesMeasured, text: (f) => formatNumber(f.studiesMeasured) },
};

export const FIGURE_KEYS = Object.keys(FIGURES) as Key[];

/** A Monday (YYYY-MM-DD) as a short label: "Sep 7". */
export const weekLabel = (monday: string) => new Date(`${monday}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A day (YYYY-MM-DD) in full: "September 7, 2026". */
export const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** When the figures were computed, in the viewer's time: "Nov 28, 2026, 9:15 AM". */
export const updatedText = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** What a chart of one figure shows, for those who do not see it: first and last week, and the highest. */
export function weeklySummary(key: Key, weeks: MarketHealthWeek[]): string {
  const { label, value, text } = FIGURES[key];
  const shown = weeks.filter((w) => value(w) !== null);
  if (!shown.length) return `${label} by week: no figure yet in these 12 weeks.`;
  const top = shown.reduce((best, w) => (value(w)! > value(best)! ? w : best));
  const first = shown[0]!;
  const last = shown.at(-1)!;
  return `${label} by week: ${text(first)} in the week of ${weekLabel(first.week)}, ${text(last)} in the week of ${weekLabel(last.week)}; highest ${text(top)}, in the week of ${weekLabel(top.week)}.`;
}
