import { describe, expect, it } from "vitest";
import { formatTurnaround, monthOf, serviceCredit, sharePercent } from "./studies";

describe("a tier's service credit", () => {
  const terms = { creditBelowPercent: 90, creditPercent: 5 };
  it("is due only below the threshold, as a share of the tier's fees", () => {
    expect(serviceCredit({ studies: 1000, within: 900, feesMinor: 2_000_000 }, terms)).toBe(0);
    expect(serviceCredit({ studies: 1000, within: 899, feesMinor: 2_000_000 }, terms)).toBe(100_000);
  });
  it("compares exactly at two decimals and rounds the amount to the minor unit", () => {
    expect(serviceCredit({ studies: 10_000, within: 9_749, feesMinor: 333 }, { creditBelowPercent: 97.5, creditPercent: 2.25 })).toBe(7);
    expect(serviceCredit({ studies: 10_000, within: 9_750, feesMinor: 333 }, { creditBelowPercent: 97.5, creditPercent: 2.25 })).toBe(0);
  });
  it("is nothing without studies or without credit terms", () => {
    expect(serviceCredit({ studies: 0, within: 0, feesMinor: 0 }, terms)).toBe(0);
    expect(serviceCredit({ studies: 10, within: 0, feesMinor: 500 }, { creditBelowPercent: null, creditPercent: null })).toBe(0);
  });
});

describe("figures as pages show them", () => {
  it("turnarounds in minutes, hours or days", () => {
    expect(formatTurnaround(null)).toBe("–");
    expect(formatTurnaround(42 * 60 + 20)).toBe("42 min");
    expect(formatTurnaround(3 * 3600 + 5 * 60)).toBe("3 h 05 min");
    expect(formatTurnaround(52 * 3600)).toBe("2 d 4 h");
  });
  it("shares with one decimal, none of nothing", () => {
    expect(sharePercent(961, 1000)).toBe(96.1);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 0)).toBeNull();
  });
  it("a study's month is its images' month in UTC", () => {
    expect(monthOf(new Date("2026-10-31T23:30:00-02:00"))).toBe("2026-11-01");
  });
});
