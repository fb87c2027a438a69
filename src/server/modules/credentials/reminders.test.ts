import { describe, expect, it } from "vitest";
import { thresholdFor } from "./reminders";

describe("thresholdFor", () => {
  it("puts each day before the expiry in the nearest reminder at or above it", () => {
    expect([31, 30, 29, 8, 7, 5, 2, 1, 0, -1].map(thresholdFor)).toEqual([null, 30, 30, 30, 7, 7, 7, 1, null, null]);
  });
});
