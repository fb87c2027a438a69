import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HospitalChartData } from "@/shared/contracts/dashboards";
import { formatMoney } from "@/shared/reference/currencies";
import { AXIS, ChartFigure, ChartTable, GRID, LEGEND, TOOLTIP } from "@/web/components/chart-figure";
import { percentText, tableMonth } from "@/web/lib/figures";
import { formatNumber } from "@/web/lib/utils";
import { feeRows, hasAny, studyRows } from "./chart-rows";
import { COLOURS, MARGIN, NoFigures, percentTick } from "./chart-style";

function StudiesChart({ studies }: { studies: HospitalChartData["studies"] }) {
  const rows = studyRows(studies);
  const last = rows[rows.length - 1];
  const table = (
    <ChartTable
      caption="Studies and share within commitment, by month"
      head={["Month", "Studies", "Within commitment", "Share within"]}
      rows={rows.map((r) => [tableMonth(r.month), formatNumber(r.studies), formatNumber(r.within), percentText(r.share)])}
    />
  );
  return (
    <ChartFigure
      id="chart-hospital-studies"
      title="Studies and share within commitment"
      description="Recorded studies across your contracts each month (bars) and the share reported within the commitment (line)."
      summary={`Studies by month over the last 12 months; this month ${formatNumber(last?.studies ?? 0)} studies, ${percentText(last?.share ?? null)} within commitment.`}
      table={table}
    >
      {hasAny(rows.map((r) => r.studies)) ? (
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid {...GRID} vertical={false} />
            <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
            <YAxis yAxisId="n" {...AXIS} allowDecimals={false} width={52} tickFormatter={formatNumber} />
            <YAxis yAxisId="share" orientation="right" {...AXIS} domain={[0, 100]} tickFormatter={percentTick} width={44} />
            <Tooltip {...TOOLTIP} formatter={(v, name) => (name === "Share within" ? percentText(v as number) : formatNumber(v as number))} />
            <Legend {...LEGEND} />
            <Bar yAxisId="n" dataKey="studies" name="Studies" fill={COLOURS[0]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line yAxisId="share" dataKey="share" name="Share within" stroke={COLOURS[2]} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      ) : (
        <NoFigures>No studies recorded on your contracts in the last 12 months.</NoFigures>
      )}
    </ChartFigure>
  );
}

/** One currency's fees; `currency` null: the organisation has no contract in the period. */
function FeesChart({ currency, months }: { currency: string | null; months: HospitalChartData["fees"][number]["months"] }) {
  const rows = feeRows(months);
  const money = (minor: number) => (currency ? formatMoney(minor / 100, currency) : "–");
  const table = (
    <ChartTable
      caption={`Fees against the forecast${currency ? ` in ${currency}` : ""}, by month`}
      head={["Month", "Fees", "Forecast", "Difference"]}
      rows={rows.map((r) => [tableMonth(r.month), money(r.feesMinor), money(r.forecastMinor), money(r.feesMinor - r.forecastMinor)])}
    />
  );
  const total = rows.reduce((s, r) => s + r.feesMinor, 0);
  const forecast = rows.reduce((s, r) => s + r.forecastMinor, 0);
  return (
    <ChartFigure
      id={`chart-hospital-fees-${currency ?? "none"}`}
      title={`Fees against the forecast${currency ? ` (${currency})` : ""}`}
      description="Fees of the recorded studies each month (bars) and the contracts' forecast volumes at their prices (line)."
      summary={`Fees over the last 12 months ${money(total)} against a forecast of ${money(forecast)}.`}
      table={table}
    >
      {hasAny(rows.map((r) => r.feesMinor + r.forecastMinor)) ? (
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid {...GRID} vertical={false} />
            <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
            <YAxis {...AXIS} width={64} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip {...TOOLTIP} formatter={(v) => money((v as number) * 100)} />
            <Legend {...LEGEND} />
            <Bar dataKey="fees" name="Fees" fill={COLOURS[1]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line dataKey="forecast" name="Forecast" stroke={COLOURS[3]} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      ) : (
        <NoFigures>No contract fees or forecast in the last 12 months.</NoFigures>
      )}
    </ChartFigure>
  );
}

/** A hospital's charts: studies and share within commitment across its contracts, and fees against the forecast per currency. */
export function HospitalCharts({ charts }: { charts: HospitalChartData }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <StudiesChart studies={charts.studies} />
      {charts.fees.length === 0 && <FeesChart currency={null} months={charts.studies.map((m) => ({ month: m.month, feesMinor: 0, forecastMinor: 0 }))} />}
      {charts.fees.map((f) => (
        <FeesChart key={f.currency} {...f} />
      ))}
    </div>
  );
}
