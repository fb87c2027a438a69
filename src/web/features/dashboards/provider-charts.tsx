import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ProviderChartData } from "@/shared/contracts/dashboards";
import { AXIS, ChartFigure, ChartTable, GRID, LEGEND, TOOLTIP } from "@/web/components/chart-figure";
import { percentText, tableMonth } from "@/web/lib/figures";
import { formatNumber } from "@/web/lib/utils";
import { bidRows, contractShareRows, hasAny } from "./chart-rows";
import { COLOURS, MARGIN, NoFigures, percentTick } from "./chart-style";

const OUTCOMES = [
  ["submitted", "Submitted"],
  ["shortlisted", "Shortlisted"],
  ["awarded", "Awarded"],
  ["declined", "Declined"],
  ["withdrawn", "Withdrawn"],
] as const;

function BidsChart({ bids }: { bids: ProviderChartData["bids"] }) {
  const rows = bidRows(bids);
  const awarded = rows.reduce((s, r) => s + r.awarded, 0);
  const total = rows.reduce((s, r) => s + r.total, 0);
  const table = (
    <ChartTable
      caption="Bids by outcome and win rate, by the month they were made"
      head={["Month", ...OUTCOMES.map(([, label]) => label), "Win rate"]}
      rows={rows.map((r) => [tableMonth(r.month), ...OUTCOMES.map(([key]) => formatNumber(r[key])), percentText(r.winRate)])}
    />
  );
  return (
    <ChartFigure
      id="chart-provider-bids"
      title="Bids by outcome"
      description="Your bids by the month they were made and where they stand now (bars), and the win rate: awarded among awarded and declined (line)."
      summary={`${formatNumber(total)} bids over the last 12 months, ${formatNumber(awarded)} awarded.`}
      table={table}
    >
      {total > 0 ? (
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid {...GRID} vertical={false} />
            <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
            <YAxis yAxisId="n" {...AXIS} allowDecimals={false} width={40} />
            <YAxis yAxisId="rate" orientation="right" {...AXIS} domain={[0, 100]} tickFormatter={percentTick} width={44} />
            <Tooltip {...TOOLTIP} formatter={(v, name) => (name === "Win rate" ? percentText(v as number) : formatNumber(v as number))} />
            <Legend {...LEGEND} />
            {OUTCOMES.map(([key, label], i) => (
              <Bar key={key} yAxisId="n" dataKey={key} name={label} stackId="bids" fill={[COLOURS[5], COLOURS[2], COLOURS[1], COLOURS[4], "#94a3b8"][i]} isAnimationActive={false} />
            ))}
            <Line yAxisId="rate" dataKey="winRate" name="Win rate" stroke={COLOURS[3]} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      ) : (
        <NoFigures>No bids in the last 12 months.</NoFigures>
      )}
    </ChartFigure>
  );
}

function ContractShareChart({ contracts, months }: { contracts: ProviderChartData["contracts"]; months: string[] }) {
  const rows = contractShareRows(contracts, months);
  const name = (c: ProviderChartData["contracts"][number]) => `${c.title} (${c.hospital})`;
  const table = (
    <ChartTable
      caption="Share within commitment per contract, by month"
      head={["Month", ...contracts.map(name)]}
      rows={rows.map((r) => [tableMonth(String(r.month)), ...contracts.map((c) => percentText(r[c.id] as number | null))])}
    />
  );
  return (
    <ChartFigure
      id="chart-provider-contracts"
      title="Share within commitment per contract"
      description="The share of each contract's recorded studies reported within its commitment, month by month."
      summary={`Share within commitment by month for ${formatNumber(contracts.length)} ${contracts.length === 1 ? "contract" : "contracts"}.`}
      table={table}
    >
      {hasAny(contracts.flatMap((c) => c.months.map((m) => m.studies))) ? (
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid {...GRID} vertical={false} />
            <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
            <YAxis {...AXIS} domain={[0, 100]} tickFormatter={percentTick} width={52} />
            <Tooltip {...TOOLTIP} formatter={(v) => percentText(v as number)} />
            <Legend {...LEGEND} />
            {contracts.map((c, i) => (
              <Line key={c.id} dataKey={c.id} name={name(c)} stroke={COLOURS[i % COLOURS.length]} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      ) : (
        <NoFigures>No studies recorded on your contracts in the last 12 months.</NoFigures>
      )}
    </ChartFigure>
  );
}

/** A provider's charts: its bids by outcome with the win rate, and the share within commitment per contract. */
export function ProviderCharts({ charts, months }: { charts: ProviderChartData; months: string[] }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <BidsChart bids={charts.bids} />
      <ContractShareChart contracts={charts.contracts} months={months} />
    </div>
  );
}
