import { Fragment } from "react";
import type { Statement, TierFigures } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { formatTurnaround } from "@/shared/policy/studies";
import { formatMoney } from "@/shared/reference/currencies";
import { DataTable, NarrowList, td } from "@/web/components/data-table";
import { formatNumber } from "@/web/lib/utils";
import { percentText } from "@/web/lib/figures";
import { COMPACT_TABLE, commitmentText, priorityName } from "./format";

const money = (minor: number, currency: string) => formatMoney(minor / 100, currency);
const right = `${td} whitespace-nowrap text-right tabular-nums`;

/** Whether a tier's share on time fell below its credit threshold (a credit is due). */
const below = (t: TierFigures) => t.sharePercent !== null && t.creditBelowPercent !== null && t.creditMinor > 0;

/** The credit's terms in words: "5% of fees below 90%". */
const creditTerms = (t: TierFigures) =>
  t.creditBelowPercent === null || t.creditPercent === null ? "No service credit" : `${percentText(t.creditPercent)} of fees below ${percentText(t.creditBelowPercent)}`;

function Share({ tier: t }: { tier: TierFigures }) {
  return (
    <>
      {percentText(t.sharePercent)}
      {below(t) && <span className="block text-xs font-medium text-destructive">Below {percentText(t.creditBelowPercent)}</span>}
    </>
  );
}

function Credit({ tier: t, currency }: { tier: TierFigures; currency: string }) {
  return (
    <>
      {money(t.creditMinor, currency)}
      <span className="block whitespace-normal text-xs text-muted-foreground">{creditTerms(t)}</span>
    </>
  );
}

const PERCENTILES = [
  ["P50", "p50Seconds"],
  ["P90", "p90Seconds"],
  ["P95", "p95Seconds"],
] as const;

const COLUMNS = ["Tier", "Commitment", "Studies", "Within", "Share within", "P50", "P90", "P95", "Fees", "Service credit"].map((label, i) =>
  i < 2 ? label : { label, className: "text-right" },
);

/** Each priority tier's month: volume, share within the commitment, turnaround percentiles, fees and service credit. */
export function TierFiguresTable({ statement: s }: { statement: Statement }) {
  const caption = "Figures per priority tier";
  return (
    <>
      <NarrowList label={caption}>
        {s.tiers.map((t) => (
          <li key={t.tier} className="grid gap-2 py-3 text-sm">
            <p className="font-medium">
              {tierLabel(t.tier)} <span className="font-normal text-muted-foreground">· within {commitmentText(t.commitmentMinutes)}</span>
            </p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Studies</dt>
              <dd className="text-right tabular-nums">{formatNumber(t.studies)}</dd>
              <dt className="text-muted-foreground">Within commitment</dt>
              <dd className="text-right tabular-nums">
                {formatNumber(t.within)} (<Share tier={t} />)
              </dd>
              {PERCENTILES.map(([label, key]) => (
                <Fragment key={key}>
                  <dt className="text-muted-foreground">{label} turnaround</dt>
                  <dd className="text-right tabular-nums">{formatTurnaround(t[key])}</dd>
                </Fragment>
              ))}
              <dt className="text-muted-foreground">Fees</dt>
              <dd className="text-right tabular-nums">{money(t.feesMinor, s.currency)}</dd>
              <dt className="text-muted-foreground">Service credit</dt>
              <dd className="text-right tabular-nums">
                <Credit tier={t} currency={s.currency} />
              </dd>
            </dl>
          </li>
        ))}
      </NarrowList>
      <div className={COMPACT_TABLE}>
        <DataTable wideOnly caption={caption} columns={COLUMNS}>
          {s.tiers.map((t) => (
            <tr key={t.tier}>
              <td className={`${td} whitespace-nowrap font-medium`}>
                {priorityName(t.tier)}
                <span className="block text-xs font-normal text-muted-foreground">{t.tier}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{commitmentText(t.commitmentMinutes)}</td>
              <td className={right}>{formatNumber(t.studies)}</td>
              <td className={right}>{formatNumber(t.within)}</td>
              <td className={right}>
                <Share tier={t} />
              </td>
              <td className={right}>{formatTurnaround(t.p50Seconds)}</td>
              <td className={right}>{formatTurnaround(t.p90Seconds)}</td>
              <td className={right}>{formatTurnaround(t.p95Seconds)}</td>
              <td className={right}>{money(t.feesMinor, s.currency)}</td>
              <td className={right}>
                <Credit tier={t} currency={s.currency} />
              </td>
            </tr>
          ))}
          <tr className="font-medium">
            <td className={td} colSpan={2}>
              Total
            </td>
            <td className={right}>{formatNumber(s.tiers.reduce((n, t) => n + t.studies, 0))}</td>
            <td className={right}>{formatNumber(s.tiers.reduce((n, t) => n + t.within, 0))}</td>
            <td className={td} colSpan={4} />
            <td className={right}>{money(s.feesMinor, s.currency)}</td>
            <td className={right}>{money(s.creditMinor, s.currency)}</td>
          </tr>
        </DataTable>
      </div>
    </>
  );
}
