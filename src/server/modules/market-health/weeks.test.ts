import { describe, expect, it } from "vitest";
import { healthWindow, weekStart } from "./weeks";

describe("the health window", () => {
  it("starts a week on Monday 00:00 UTC, whatever the day and hour", () => {
    expect(weekStart(new Date("2026-11-28T08:55:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStart(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStart(new Date("2026-11-29T23:59:59Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    // A Sunday night in a year's first days: the ISO week began in the year before.
    expect(weekStart(new Date("2027-01-03T22:00:00Z")).toISOString()).toBe("2026-12-28T00:00:00.000Z");
  });

  it("covers twelve weeks, the current one last, each from Monday to Sunday", () => {
    const w = healthWindow(new Date("2026-11-28T08:55:00Z"));
    expect(w.mondays).toHaveLength(12);
    expect(w.mondays[0]).toBe("2026-09-07");
    expect(w.mondays[11]).toBe("2026-11-23");
    expect(w.sundays[0]).toBe("2026-09-13");
    expect(w.sundays[11]).toBe("2026-11-29");
    expect(w.from.toISOString()).toBe("2026-09-07T00:00:00.000Z");
    expect(w.to.toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("crosses a change of daylight saving time without losing an hour (all in UTC)", () => {
    const w = healthWindow(new Date("2026-04-01T12:00:00Z"));
    expect(w.mondays.every((m) => new Date(`${m}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});
