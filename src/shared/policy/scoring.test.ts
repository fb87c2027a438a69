import { describe, expect, it } from "vitest";
import { type BidTerms, defaultQualityScore, sameWeights, estimatedMonthlyCost, scoreBids, type TenderTerms, turnaroundFit } from "./scoring";

const tender = (over: Partial<TenderTerms> = {}): TenderTerms => ({
  weights: { price: 40, turnaround: 30, quality: 30 },
  tatRequirement: "12-24h",
  volumesPerMonth: 1200,
  volumesByModality: {},
  ...over,
});
const bid = (id: string, over: Partial<BidTerms> = {}): BidTerms => ({
  id,
  pricePerStudy: 30,
  pricesByModality: {},
  turnaroundCommitment: "12-24h",
  qualityScore: 10,
  ...over,
});

describe("estimatedMonthlyCost", () => {
  it("multiplies each modality's volume by that modality's price, falling back to the price per study", () => {
    const terms = tender({ volumesPerMonth: 1200, volumesByModality: { CT: 800, MRI: 400 } });
    expect(estimatedMonthlyCost(terms, bid("a", { pricePerStudy: 20, pricesByModality: { MRI: 50 } }))).toBe(800 * 20 + 400 * 50);
  });
  it("uses the total volume times the price per study without volumes by modality", () => {
    expect(estimatedMonthlyCost(tender(), bid("a", { pricePerStudy: 25 }))).toBe(30_000);
  });
  it("is null without any volume", () => {
    expect(estimatedMonthlyCost(tender({ volumesPerMonth: 0 }), bid("a"))).toBeNull();
  });
});

describe("turnaroundFit", () => {
  it("meets when the commitment's upper bound is no later than the requirement's", () => {
    expect(turnaroundFit("12-24h", "4-12h")).toEqual({ meets: true, missesByHours: 0 });
    expect(turnaroundFit("12-24h", "12-24h")).toEqual({ meets: true, missesByHours: 0 });
  });
  it("misses by the difference of the upper bounds, >48h counting as 72 hours", () => {
    expect(turnaroundFit("12-24h", "24-48h")).toEqual({ meets: false, missesByHours: 24 });
    expect(turnaroundFit("1-4h", ">48h")).toEqual({ meets: false, missesByHours: 68 });
    expect(turnaroundFit("≤30m", "1-4h")).toEqual({ meets: false, missesByHours: 3.5 });
  });
  it("is always met when the request has no requirement", () => {
    expect(turnaroundFit(null, ">48h")).toEqual({ meets: true, missesByHours: 0 });
  });
});

describe("scoreBids", () => {
  it("gives the cheapest full price points and the others weight x lowest / theirs", () => {
    const [best, second] = scoreBids(tender(), [bid("dear", { pricePerStudy: 40 }), bid("cheap", { pricePerStudy: 30 })]);
    expect(best).toMatchObject({ id: "cheap", rank: 1, monthlyCost: 36_000, points: { price: 40, turnaround: 30, quality: 30, total: 100 } });
    expect(second).toMatchObject({ id: "dear", rank: 2, monthlyCost: 48_000, points: { price: 30, total: 90 } });
  });

  it("scores a missed turnaround as weight x required hours / committed hours", () => {
    const [scored] = scoreBids(tender(), [bid("slow", { turnaroundCommitment: "24-48h" })]);
    expect(scored!.points.turnaround).toBe(15);
    const [elective] = scoreBids(tender({ tatRequirement: "24-48h" }), [bid("e", { turnaroundCommitment: ">48h" })]);
    expect(elective!.points.turnaround).toBe(20);
  });

  it("gives full turnaround points to every bid when the request has no requirement", () => {
    const scored = scoreBids(tender({ tatRequirement: null }), [bid("a", { turnaroundCommitment: ">48h" }), bid("b", { turnaroundCommitment: null })]);
    expect(scored.map((s) => s.points.turnaround)).toEqual([30, 30]);
  });

  it("weighs the quality score out of 10", () => {
    const [scored] = scoreBids(tender(), [bid("a", { qualityScore: 7.5 })]);
    expect(scored!.points.quality).toBe(22.5);
  });

  it("gives a single bid full price points", () => {
    const [only] = scoreBids(tender({ weights: { price: 50, turnaround: 25, quality: 25 } }), [bid("a", { pricePerStudy: 999, qualityScore: 0 })]);
    expect(only).toMatchObject({ rank: 1, points: { price: 50, turnaround: 25, quality: 0, total: 75 } });
  });

  it("ranks equal totals together and the next one after them (1, 1, 3)", () => {
    const scored = scoreBids(tender(), [bid("b"), bid("a"), bid("c", { pricePerStudy: 60 })]);
    expect(scored.map((s) => [s.id, s.rank])).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 3],
    ]);
  });

  it("compares prices per study when the request gives no volume at all", () => {
    const scored = scoreBids(tender({ volumesPerMonth: 0 }), [bid("a", { pricePerStudy: 20 }), bid("b", { pricePerStudy: 25 })]);
    expect(scored.map((s) => [s.id, s.monthlyCost, s.points.price])).toEqual([
      ["a", null, 40],
      ["b", null, 32],
    ]);
  });

  it("prices each modality separately when the request gives volumes by modality", () => {
    const terms = tender({ volumesByModality: { CT: 1000, MRI: 200 } });
    // a: 1000 x 20 + 200 x 60 = 32,000; b: 1200 x 30 = 36,000.
    const scored = scoreBids(terms, [bid("b", { pricePerStudy: 30 }), bid("a", { pricePerStudy: 20, pricesByModality: { MRI: 60 } })]);
    expect(scored.map((s) => [s.id, s.monthlyCost, s.points.price])).toEqual([
      ["a", 32_000, 40],
      ["b", 36_000, 35.6],
    ]);
  });

  it("makes the total the sum of the parts as shown (one decimal)", () => {
    const [, second] = scoreBids(tender(), [bid("a", { pricePerStudy: 30 }), bid("b", { pricePerStudy: 33, qualityScore: 6.7 })]);
    const { price, turnaround, quality, total } = second!.points;
    expect(total).toBe(Math.round((price + turnaround + quality) * 10) / 10);
    expect([price, quality]).toEqual([36.4, 20.1]);
  });
});

describe("sameWeights", () => {
  it("is true only for the same three percentages", () => {
    expect(sameWeights({ price: 40, turnaround: 30, quality: 30 }, { price: 40, turnaround: 30, quality: 30 })).toBe(true);
    expect(sameWeights({ price: 40, turnaround: 30, quality: 30 }, { price: 30, turnaround: 40, quality: 30 })).toBe(false);
  });
});

describe("defaultQualityScore", () => {
  it("puts the provider's 0-5 rating on the 0-10 scale", () => {
    expect(defaultQualityScore(4.5)).toBe(9);
    expect(defaultQualityScore(0)).toBe(0);
  });
});
