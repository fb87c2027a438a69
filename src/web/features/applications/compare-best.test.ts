import { describe, expect, it } from "vitest";
import type { CompareEntry } from "@/shared/contracts/application-compare";
import { bestMonthlyCost, bestPriceFor, bestQuality, bestScore, bestTurnaround } from "./compare-best";

function entry(id: string, over: { cost?: number | null; mri?: number | null; meets?: boolean; quality?: number | null; total?: number | null }): CompareEntry {
  return {
    application: { id } as CompareEntry["application"],
    provider: { id: `p-${id}`, name: id, slug: id, verified: false, rating: 4, reviewCount: 1, medianTatMinutes: null },
    prices: [{ modality: "MRI", price: { amount: 1, currency: "GBP" }, converted: over.mri ?? null }],
    pricePerStudyConverted: null,
    estimatedMonthlyCost: over.cost ?? null,
    turnaround: { commitment: null, meets: over.meets ?? true, missesByHours: over.meets === false ? 20 : 0 },
    qualityScore: over.quality === undefined ? 8 : over.quality,
    qualityScoreIsDefault: true,
    qualityRationale: null,
    score: over.total === null || over.total === undefined ? null : { price: 0, turnaround: 0, quality: 0, total: over.total },
    rank: null,
    interoperability: [],
  };
}

const ids = (set: ReadonlySet<string>) => [...set].sort();

describe("the best value of each compared row", () => {
  it("is the lowest monthly cost and converted price, ties as shown (to the cent) all best, missing values never best", () => {
    const entries = [entry("a", { cost: 1000.004, mri: 31.4 }), entry("b", { cost: 1000, mri: 27.1 }), entry("c", { cost: null, mri: null })];
    expect(ids(bestMonthlyCost(entries))).toEqual(["a", "b"]);
    expect(ids(bestPriceFor("MRI")(entries))).toEqual(["b"]);
  });

  it("is the highest quality and score, and every bid that meets the turnaround", () => {
    const entries = [entry("a", { quality: 9.5, total: 71.2, meets: false }), entry("b", { quality: 7, total: 80.4 }), entry("c", { quality: 9.5, total: null })];
    expect(ids(bestQuality(entries))).toEqual(["a", "c"]);
    expect(ids(bestScore(entries))).toEqual(["b"]);
    expect(ids(bestTurnaround(entries))).toEqual(["b", "c"]);
  });

  it("is never a bid without a quality score (no reviews, no score): it has no score and no rank either", () => {
    const entries = [entry("a", { quality: null, total: null }), entry("b", { quality: 6.5, total: 60 }), entry("c", { quality: 6.5, total: 58 })];
    expect(ids(bestQuality(entries))).toEqual(["b", "c"]);
    expect(ids(bestScore(entries))).toEqual(["b"]);
    expect(bestQuality([entry("a", { quality: null }), entry("b", { quality: null })]).size).toBe(0);
  });

  it("is nothing with a single application or when no value is known", () => {
    expect(bestScore([entry("a", { total: 90 })]).size).toBe(0);
    expect(bestTurnaround([entry("a", {})]).size).toBe(0);
    expect(bestMonthlyCost([entry("a", {}), entry("b", {})]).size).toBe(0);
  });
});
