import { describe, expect, it } from "vitest";
import type { Statement } from "@/shared/contracts/studies";
import { distribution, shareTrend, volumeTrend } from "./chart-data";
import { commitmentText, templateCsv } from "./format";

const tier = (t: Statement["tiers"][number]["tier"], studies: number, distributionOf: number[], creditBelowPercent: number | null = 90): Statement["tiers"][number] => ({
  tier: t,
  commitmentMinutes: 240,
  studies,
  within: studies,
  sharePercent: studies ? 100 : null,
  p50Seconds: null,
  p90Seconds: null,
  p95Seconds: null,
  feesMinor: 0,
  creditBelowPercent,
  creditPercent: creditBelowPercent === null ? null : 5,
  creditMinor: 0,
  distribution: distributionOf,
});

const statement: Statement = {
  contractId: "c",
  title: "Night CT",
  currency: "EUR",
  month: "2026-10",
  months: ["2026-10", "2026-09"],
  volume: [],
  forecast: [],
  tiers: [tier("≤30m", 0, [0, 0, 0, 0, 0, 0, 0], 95), tier("1-4h", 8, [2, 2, 1, 1, 1, 0, 1])],
  feesMinor: 0,
  creditMinor: 0,
  peerReview: { reviewed: 0, significant: 0, ratePercent: null, thresholdPercent: null, met: null },
  disputed: 0,
  trend: [
    { month: "2026-09", studies: 700, forecast: 850, tiers: [{ tier: "1-4h", sharePercent: 91.5 }] },
    { month: "2026-10", studies: 8, forecast: 850, tiers: [{ tier: "1-4h", sharePercent: 62.5 }, { tier: "≤30m", sharePercent: null }] },
  ],
};

describe("the statement's chart data", () => {
  it("draws each tier's share by month, in tier order, with the thresholds of the tiers drawn", () => {
    const { tiers, rows, thresholds, summary } = shareTrend(statement);
    expect(tiers).toEqual(["≤30m", "1-4h"]);
    expect(rows).toEqual([
      { month: "2026-09", label: "Sep 26", "≤30m": null, "1-4h": 91.5 },
      { month: "2026-10", label: "Oct 26", "≤30m": null, "1-4h": 62.5 },
    ]);
    expect(thresholds).toEqual([
      { tier: "≤30m", percent: 95 },
      { tier: "1-4h", percent: 90 },
    ]);
    expect(summary).toContain("October 2026: Urgent (1-4h) 62.5%, Emergency (≤30m) –.");
  });

  it("shows a month's distribution in percent of each tier's studies, leaving out tiers without studies", () => {
    const { tiers, rows, counts, summary } = distribution(statement);
    expect(tiers).toEqual(["1-4h"]);
    expect(rows.map((r) => r["1-4h"])).toEqual([25, 25, 12.5, 12.5, 12.5, 0, 12.5]);
    expect(counts[6]).toEqual({ bucket: "> 200%", tiers: [{ tier: "1-4h", studies: 1, percent: 12.5 }] });
    expect(summary).toBe("Turnaround as a share of the commitment, October 2026: Urgent (1-4h) 75% within, 1 over twice the commitment.");
  });

  it("puts each month's studies beside its forecast", () => {
    expect(volumeTrend(statement).rows).toEqual([
      { month: "2026-09", label: "Sep 26", studies: 700, forecast: 850, ofForecast: 82.4 },
      { month: "2026-10", label: "Oct 26", studies: 8, forecast: 850, ofForecast: 0.9 },
    ]);
  });
});

describe("the ledger's formats", () => {
  it("writes commitments short and the template's header line in the documented order", () => {
    expect([30, 60, 90, 240, 1440].map(commitmentText)).toEqual(["30 min", "1 h", "1 h 30 min", "4 h", "24 h"]);
    expect(templateCsv()).toBe("reference,modality,priority,images_available_at,preliminary_report_at,final_report_at,peer_review\r\n");
  });
});
