import { useSyncExternalStore } from "react";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Statement } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { formatNumber } from "@/web/lib/utils";
import { distribution, shareTrend, tierColour, volumeTrend } from "./chart-data";
import { AXIS, ChartFigure, ChartTable, GRID, LEGEND, TOOLTIP } from "@/web/components/chart-figure";
import { monthText, percentText, tableMonth } from "@/web/lib/figures";

/**
 * The statement's three charts (recharts, loaded with this module only when a statement is shown): share within
 * the commitment per tier by month, the month's turnaround distribution per tier, and volume against the forecast.
 */

const percentTick = (v: number) => `${v}%`;
const percentTip = (v: unknown) => (typeof v === "number" ? percentText(v) : "–");
const MARGIN = { top: 8, right: 8, bottom: 0, left: -12 };
const shareFloor = (min: number) => Math.max(0, Math.floor((min - 5) / 10) * 10);
const percentCeiling = (max: number) => Math.min(100, Math.max(10, Math.ceil(max / 10) * 10));

/** Whether the screen is phone-narrow: the distribution's bucket labels then slant so that they do not overlap. */
const NARROW = "(max-width: 639px)";
const subscribe = (change: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
const useNarrow = () => useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);

function ShareChart({ statement }: { statement: Statement }) {
  const { tiers, rows, thresholds, summary } = shareTrend(statement);
  const table = (
    <ChartTable caption="Share within the commitment per tier, by month" head={["Month", ...tiers.map(tierLabel)]} rows={rows.map((r) => [tableMonth(String(r.month)), ...tiers.map((t) => percentText(r[t] as number | null))])} />
  );
  return (
    <ChartFigure id="chart-share" title="Share within the commitment" description="Per priority tier, month by month; the dashed lines are the tiers' service credit thresholds." summary={summary} table={table}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid {...GRID} vertical={false} />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis {...AXIS} domain={[shareFloor, 100]} tickFormatter={percentTick} allowDecimals={false} width={52} />
          <Tooltip {...TOOLTIP} formatter={percentTip} />
          <Legend {...LEGEND} />
          {thresholds.map((t) => (
            <ReferenceLine key={t.tier} y={t.percent} stroke={tierColour(t.tier)} strokeDasharray="5 4" strokeOpacity={0.7} ifOverflow="extendDomain" />
          ))}
          {tiers.map((t) => (
            <Line key={t} type="linear" dataKey={t} name={tierLabel(t)} stroke={tierColour(t)} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function DistributionChart({ statement }: { statement: Statement }) {
  const { tiers, rows, counts, summary } = distribution(statement);
  const narrow = useNarrow();
  const table = (
    <ChartTable
      caption={`Turnaround distribution per tier, ${monthText(statement.month)}`}
      head={["Turnaround (of the commitment)", ...tiers.map(tierLabel)]}
      rows={counts.map((c) => [c.bucket, ...c.tiers.map((t) => `${formatNumber(t.studies)} (${percentText(t.percent)})`)])}
    />
  );
  return (
    <ChartFigure
      id="chart-distribution"
      title={`Turnaround distribution, ${monthText(statement.month)}`}
      description="Each tier's studies by turnaround, as a share of its commitment: bars right of 75-100% were late."
      summary={summary}
      table={table}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid {...GRID} vertical={false} />
          <XAxis dataKey="bucket" {...AXIS} interval={0} tick={{ ...AXIS.tick, fontSize: 11 }} {...(narrow ? { angle: -40, textAnchor: "end", height: 56 } : {})} />
          <YAxis {...AXIS} domain={[0, percentCeiling]} tickCount={5} tickFormatter={percentTick} allowDecimals={false} width={52} />
          <Tooltip {...TOOLTIP} formatter={percentTip} />
          <Legend {...LEGEND} />
          {tiers.map((t) => (
            <Bar key={t} dataKey={t} name={tierLabel(t)} fill={tierColour(t)} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function VolumeChart({ statement }: { statement: Statement }) {
  const { rows, summary } = volumeTrend(statement);
  const table = (
    <ChartTable
      caption="Studies per month against the forecast"
      head={["Month", "Studies", "Forecast", "Of forecast"]}
      rows={rows.map((r) => [tableMonth(r.month), formatNumber(r.studies), r.forecast === null ? "–" : formatNumber(r.forecast), percentText(r.ofForecast)])}
    />
  );
  return (
    <ChartFigure id="chart-volume" title="Volume against the forecast" description="Studies counted per month, and the monthly forecast of the terms in force." summary={summary} table={table}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid {...GRID} vertical={false} />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis {...AXIS} allowDecimals={false} width={52} tickFormatter={(v: number) => formatNumber(v)} />
          <Tooltip {...TOOLTIP} formatter={(v: unknown) => (typeof v === "number" ? formatNumber(v) : "–")} />
          <Legend {...LEGEND} />
          <Bar dataKey="studies" name="Studies" fill="#0e7490" radius={[3, 3, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          <Line type="linear" dataKey="forecast" name="Forecast" stroke="#b45309" strokeWidth={2} strokeDasharray="6 3" dot={{ r: 3 }} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function StatementCharts({ statement }: { statement: Statement }) {
  return (
    <section aria-labelledby="statement-charts" className="grid grid-cols-1 gap-3">
      <h3 id="statement-charts" className="font-semibold">
        Charts
      </h3>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ShareChart statement={statement} />
        <VolumeChart statement={statement} />
        <div className="lg:col-span-2">
          <DistributionChart statement={statement} />
        </div>
      </div>
    </section>
  );
}
