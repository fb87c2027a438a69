import type { Statement } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { DISTRIBUTION_BOUNDS, DISTRIBUTION_LABELS } from "@/shared/policy/studies";
import { TURNAROUND_VALUES, type Turnaround } from "@/shared/reference/turnaround";
import { formatNumber } from "@/web/lib/utils";
import { monthText, percentText, shortMonth } from "@/web/lib/figures";

/** The statement's figures shaped for its three charts and their tables: the same numbers in both. */

type Row = Record<string, string | number | null>;

/** Each tier's colour: distinct hues dark enough for lines on white (every chart also has its table and a legend). */
const TIER_COLOURS = ["#0e7490", "#b45309", "#7c3aed", "#be123c", "#15803d", "#1d4ed8"] as const;
export const tierColour = (tier: Turnaround) => TIER_COLOURS[TURNAROUND_VALUES.indexOf(tier) % TIER_COLOURS.length]!;

const byTierOrder = (a: Turnaround, b: Turnaround) => TURNAROUND_VALUES.indexOf(a) - TURNAROUND_VALUES.indexOf(b);
const share = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : null);

/** Share within the commitment per tier by month: one row per month of the trend, a key per tier. */
export function shareTrend(s: Statement) {
  const tiers = [...new Set(s.trend.flatMap((m) => m.tiers.map((t) => t.tier)))].sort(byTierOrder);
  const rows: Row[] = s.trend.map((m) => ({
    month: m.month,
    label: shortMonth(m.month),
    ...Object.fromEntries(tiers.map((tier) => [tier, m.tiers.find((t) => t.tier === tier)?.sharePercent ?? null])),
  }));
  /** The credit thresholds of the month shown, per tier. */
  const thresholds = s.tiers.flatMap((t) => (t.creditBelowPercent === null || !tiers.includes(t.tier) ? [] : [{ tier: t.tier, percent: t.creditBelowPercent }]));
  const latest = s.trend.at(-1);
  const summary = latest
    ? `Share of studies within the commitment per tier, ${monthText(s.trend[0]!.month)} to ${monthText(latest.month)}. ${monthText(latest.month)}: ${latest.tiers
        .map((t) => `${tierLabel(t.tier)} ${percentText(t.sharePercent)}`)
        .join(", ")}.`
    : "No studies yet.";
  return { tiers, rows, thresholds, summary };
}

/** How many of the buckets are within the commitment (up to 100 % of it). */
const WITHIN_BUCKETS = DISTRIBUTION_BOUNDS.filter((b) => b <= 1).length;

/** The month's turnaround distribution: one row per bucket (a share of the commitment), a key per tier in percent of its studies. */
export function distribution(s: Statement) {
  const tiers = s.tiers.filter((t) => t.studies > 0);
  const rows: Row[] = DISTRIBUTION_LABELS.map((bucket, i) => ({
    bucket,
    ...Object.fromEntries(tiers.map((t) => [t.tier, share(t.distribution[i] ?? 0, t.studies)])),
  }));
  const counts = DISTRIBUTION_LABELS.map((bucket, i) => ({ bucket, tiers: tiers.map((t) => ({ tier: t.tier, studies: t.distribution[i] ?? 0, percent: share(t.distribution[i] ?? 0, t.studies) })) }));
  const summary = tiers.length
    ? `Turnaround as a share of the commitment, ${monthText(s.month)}: ${tiers
        .map((t) => `${tierLabel(t.tier)} ${percentText(share(t.distribution.slice(0, WITHIN_BUCKETS).reduce((n, c) => n + c, 0), t.studies))} within, ${formatNumber(t.distribution.at(-1) ?? 0)} over twice the commitment`)
        .join("; ")}.`
    : `No studies in ${monthText(s.month)}.`;
  return { tiers: tiers.map((t) => t.tier), rows, counts, summary };
}

/** Studies per month against the forecast. */
export function volumeTrend(s: Statement) {
  const rows = s.trend.map((m) => ({ month: m.month, label: shortMonth(m.month), studies: m.studies, forecast: m.forecast, ofForecast: m.forecast ? share(m.studies, m.forecast) : null }));
  const latest = rows.at(-1);
  const summary = latest
    ? `Studies per month against the forecast, ${monthText(rows[0]!.month)} to ${monthText(latest.month)}. ${monthText(latest.month)}: ${formatNumber(latest.studies)} studies${
        latest.forecast === null ? ", no forecast" : ` against a forecast of ${formatNumber(latest.forecast)}`
      }.`
    : "No studies yet.";
  return { rows, summary };
}
