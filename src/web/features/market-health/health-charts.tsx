import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MarketHealthWeek } from "@/shared/contracts/market-health";
import { AXIS, ChartFigure, ChartTable, GRID, TOOLTIP } from "@/web/components/chart-figure";
import { formatNumber } from "@/web/lib/utils";
import { FIGURE_KEYS, FIGURES, weekLabel, weeklySummary } from "./format";

/**
 * A chart per health figure, week by week (recharts, loaded with this module only on /admin). Counts are bars,
 * medians and the share are lines; each chart's table holds the same numbers as written in the headline.
 */

type Key = (typeof FIGURE_KEYS)[number];

const MARGIN = { top: 8, right: 8, bottom: 0, left: -12 };
const COLOURS: Record<Key, string> = {
  requestsPosted: "#0e7490",
  medianBids: "#7c3aed",
  medianFirstBidHours: "#b45309",
  awardedShare: "#15803d",
  activeContracts: "#1d4ed8",
  studiesMeasured: "#be185d",
};
const BARS = new Set<Key>(["requestsPosted", "activeContracts", "studiesMeasured"]);
const UNITS: Partial<Record<Key, string>> = { medianFirstBidHours: " h", awardedShare: "%" };

function tableOf(key: Key, weeks: MarketHealthWeek[]) {
  const { label, text } = FIGURES[key];
  const week = (w: MarketHealthWeek) => `Week of ${weekLabel(w.week)}`;
  if (key === "awardedShare")
    return (
      <ChartTable
        caption={`${label}, by week`}
        head={["Week", "Closed", "Awarded", "Share awarded"]}
        rows={weeks.map((w) => [week(w), formatNumber(w.closedRequests), formatNumber(w.awardedRequests), text(w)])}
      />
    );
  return <ChartTable caption={`${label}, by week`} head={["Week", label]} rows={weeks.map((w) => [week(w), text(w)])} />;
}

function WeekChart({ figure, weeks }: { figure: Key; weeks: MarketHealthWeek[] }) {
  const { label, definition, value } = FIGURES[figure];
  const rows = weeks.map((w) => ({ label: weekLabel(w.week), value: value(w) }));
  const unit = UNITS[figure] ?? "";
  // Hours stay off the ticks (the title says them): "1,400 h" would not fit beside the axis.
  const tick = (v: number) => `${formatNumber(v)}${unit === "%" ? unit : ""}`;
  const tip = (v: unknown) => (typeof v === "number" ? `${formatNumber(v)}${unit}` : "–");
  const axes = (
    <>
      <CartesianGrid {...GRID} vertical={false} />
      <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
      <YAxis {...AXIS} allowDecimals={false} width={52} tickFormatter={tick} domain={figure === "awardedShare" ? [0, 100] : [0, "auto"]} />
      <Tooltip {...TOOLTIP} formatter={tip} />
    </>
  );
  return (
    <ChartFigure id={`health-chart-${figure}`} title={figure === "medianFirstBidHours" ? `${label} (hours)` : label} description={definition} summary={weeklySummary(figure, weeks)} table={tableOf(figure, weeks)}>
      <ResponsiveContainer width="100%" height="100%">
        {BARS.has(figure) ? (
          <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="value" name={label} fill={COLOURS[figure]} radius={[3, 3, 0, 0]} maxBarSize={40} isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            {axes}
            <Line type="linear" dataKey="value" name={label} stroke={COLOURS[figure]} strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
          </LineChart>
        )}
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function HealthCharts({ weeks }: { weeks: MarketHealthWeek[] }) {
  return (
    <section aria-labelledby="health-charts-heading" className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id="health-charts-heading" className="font-semibold">
          By week
        </h3>
        <p className="text-sm text-muted-foreground">Each week runs from Monday to Sunday (UTC); the last one is the current week, still under way.</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {FIGURE_KEYS.map((key) => (
          <WeekChart key={key} figure={key} weeks={weeks} />
        ))}
      </div>
    </section>
  );
}
