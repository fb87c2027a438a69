import type { HospitalChartData, ProviderChartData } from "@/shared/contracts/dashboards";
import { lastDayOf } from "@/shared/policy/studies";
import { APPLICATION_STATUS } from "../../db/schema";
import { termsOfMonth } from "../studies/rows";
import type { BidLine, ContractInForce, ContractMonthLine, FeeLine, MonthLine } from "./charts-repo";

/** The dashboards' charts from their kept figures: every month of the period, with zeros where nothing happened. */

const ym = (month: string) => month.slice(0, 7);

/**
 * A contract's forecast fees for a month it runs in: each modality's forecast volume at the modality's price (the
 * lowest of its lines when it has several tiers: the forecast does not say which), under the terms in force at its end.
 */
export function forecastFees(contract: ContractInForce, month: string): number {
  if (contract.startDate > lastDayOf(month) || contract.lastDay < month) return 0;
  const terms = termsOfMonth(contract.versions, month);
  if (!terms) return 0;
  let total = 0;
  for (const [modality, volume] of Object.entries(terms.forecast)) {
    const prices = terms.lines.filter((l) => l.modality === modality).map((l) => l.priceMinor);
    if (prices.length && volume) total += volume * Math.min(...prices);
  }
  return total;
}

export function hospitalCharts(months: string[], f: { months: MonthLine[]; fees: FeeLine[]; contracts: ContractInForce[] }): HospitalChartData {
  const currencies = [...new Set([...f.fees.map((x) => x.currency), ...f.contracts.map((c) => c.currency)])].sort();
  return {
    kind: "hospital",
    studies: months.map((month) => {
      const line = f.months.find((x) => x.month === month);
      return { month: ym(month), studies: line?.studies ?? 0, within: line?.within ?? 0 };
    }),
    fees: currencies.map((currency) => ({
      currency,
      months: months.map((month) => ({
        month: ym(month),
        feesMinor: f.fees.find((x) => x.month === month && x.currency === currency)?.feesMinor ?? 0,
        forecastMinor: f.contracts.filter((c) => c.currency === currency).reduce((sum, c) => sum + forecastFees(c, month), 0),
      })),
    })),
  };
}

type BidCounts = Omit<ProviderChartData["bids"][number], "month">;
const BID_KEYS: Record<(typeof APPLICATION_STATUS)[number], keyof BidCounts> = {
  SUBMITTED: "submitted",
  SHORTLISTED: "shortlisted",
  AWARDED: "awarded",
  DECLINED: "declined",
  WITHDRAWN: "withdrawn",
};

export function providerCharts(months: string[], f: { bids: BidLine[]; contracts: ContractMonthLine[] }): ProviderChartData {
  const ids = [...new Set(f.contracts.map((c) => c.id))];
  return {
    kind: "provider",
    bids: months.map((month) => {
      const counts: BidCounts = { submitted: 0, shortlisted: 0, awarded: 0, declined: 0, withdrawn: 0 };
      for (const b of f.bids) if (b.month === month) counts[BID_KEYS[b.status as keyof typeof BID_KEYS]] += b.n;
      return { month: ym(month), ...counts };
    }),
    contracts: ids.map((id) => {
      const lines = f.contracts.filter((c) => c.id === id);
      const first = lines[0] as ContractMonthLine;
      return {
        id,
        title: first.title,
        hospital: first.hospital,
        months: months.map((month) => {
          const line = lines.find((x) => x.month === month);
          return { month: ym(month), studies: line?.studies ?? 0, within: line?.within ?? 0 };
        }),
      };
    }),
  };
}
