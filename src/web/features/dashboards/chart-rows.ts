import type { HospitalChartData, ProviderChartData } from "@/shared/contracts/dashboards";
import { winRate } from "@/shared/policy/dashboards";
import { sharePercent } from "@/shared/policy/studies";
import { shortMonth } from "@/web/lib/figures";

/** The dashboards' chart rows: what each chart draws and its table lists, from the same figures. */

export function studyRows(studies: HospitalChartData["studies"]) {
  return studies.map((m) => ({ ...m, label: shortMonth(m.month), share: sharePercent(m.within, m.studies) }));
}

/** Fees and forecast in major units (the chart's axis), keeping the minor units for the table; no forecast line where no contract ran. */
export function feeRows(months: HospitalChartData["fees"][number]["months"]) {
  return months.map((m) => ({ ...m, label: shortMonth(m.month), fees: m.feesMinor / 100, forecast: m.forecastMinor ? m.forecastMinor / 100 : null }));
}

export function bidRows(bids: ProviderChartData["bids"]) {
  return bids.map((m) => ({ ...m, label: shortMonth(m.month), total: m.submitted + m.shortlisted + m.awarded + m.declined + m.withdrawn, winRate: winRate(m.awarded, m.declined) }));
}

/** One row per month, a key per contract (its share within commitment that month, null without studies). */
export function contractShareRows(contracts: ProviderChartData["contracts"], months: string[]) {
  return months.map((month, i) => {
    const row: Record<string, string | number | null> = { month, label: shortMonth(month) };
    for (const c of contracts) {
      const m = c.months[i];
      row[c.id] = m ? sharePercent(m.within, m.studies) : null;
    }
    return row;
  });
}

export const hasAny = (values: number[]) => values.some((v) => v > 0);
