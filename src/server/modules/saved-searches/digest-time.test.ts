import { describe, expect, it } from "vitest";
import { nextDigestAt } from "./digest-time";

describe("nextDigestAt", () => {
  it("is 07:00 the same day in the user's zone when that is still ahead", () => {
    expect(nextDigestAt(new Date("2026-11-24T03:00:00Z"), "Europe/Berlin").toISOString()).toBe("2026-11-24T06:00:00.000Z");
  });
  it("is 07:00 the next day once today's has passed", () => {
    expect(nextDigestAt(new Date("2026-11-24T06:00:00Z"), "Europe/Berlin").toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(nextDigestAt(new Date("2026-11-24T12:00:00Z"), "UTC").toISOString()).toBe("2026-11-25T07:00:00.000Z");
  });
  it("follows summer time and zones behind UTC", () => {
    expect(nextDigestAt(new Date("2026-07-01T00:00:00Z"), "Europe/Berlin").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(nextDigestAt(new Date("2026-11-24T20:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(nextDigestAt(new Date("2026-11-24T20:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2026-11-25T01:30:00.000Z");
  });
  it("keeps 07:00 across the night the clocks change", () => {
    expect(nextDigestAt(new Date("2026-03-29T00:30:00Z"), "Europe/Berlin").toISOString()).toBe("2026-03-29T05:00:00.000Z");
    expect(nextDigestAt(new Date("2026-10-25T00:30:00Z"), "Europe/Berlin").toISOString()).toBe("2026-10-25T06:00:00.000Z");
  });
});
