import { describe, expect, it } from "vitest";
import { formatTat, initials, measuredOnLabel, monthLabel, percentLabel, priceModelLabel, reviewsLabel, shownTurnaround, splitShown } from "./format";

describe("provider formatting", () => {
  it("formats a median turnaround", () => {
    expect(formatTat(25)).toBe("25 min");
    expect(formatTat(60)).toBe("1 h");
    expect(formatTat(90)).toBe("1 h 30 min");
    expect(formatTat(720)).toBe("12 h");
    expect(formatTat(null)).toBe("—");
  });

  it("replaces every hyphen of a pricing model with a space", () => {
    expect(priceModelLabel("per-study")).toBe("per study");
    expect(priceModelLabel("business-hours-on-call")).toBe("business hours on call");
  });

  it("takes two initials from letters only", () => {
    expect(initials("NightHawk Radiology Partners")).toBe("NR");
    expect(initials("Øresund Radiology")).toBe("ØR");
    expect(initials("123 & 456")).toBe("?");
  });

  it("splits a list into the shown items and the rest", () => {
    expect(splitShown(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(splitShown(["a"], 3)).toEqual({ shown: ["a"], more: 0 });
  });

  it("counts reviews", () => {
    expect(reviewsLabel(1)).toBe("1 review");
    expect(reviewsLabel(1200)).toBe("1,200 reviews");
  });
});

describe("measured and stated figures", () => {
  const measured = { studies: 1234, medianTatMinutes: 42, withinPercent: 96.1, since: "2025-04-01" };

  it("shows the measured median where the ledger has one, else the stated one", () => {
    expect(shownTurnaround({ medianTATMinutes: 30, measured })).toEqual({ minutes: 42, source: "measured on 1,234 studies" });
    expect(shownTurnaround({ medianTATMinutes: 30, measured: null })).toEqual({ minutes: 30, source: "stated by the provider" });
    expect(shownTurnaround({ medianTATMinutes: 30, measured: { ...measured, medianTatMinutes: null } })).toEqual({ minutes: 30, source: "stated by the provider" });
    expect(shownTurnaround({ medianTATMinutes: null, measured: null })).toBeNull();
  });

  it("counts studies, shares and months", () => {
    expect(measuredOnLabel(1)).toBe("measured on 1 study");
    expect(percentLabel(96.1)).toBe("96.1%");
    expect(percentLabel(100)).toBe("100%");
    expect(monthLabel("2025-04-01")).toBe("April 2025");
  });
});
