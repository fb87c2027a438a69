import { describe, expect, it } from "vitest";
import { CACHE_MIN_TOTAL, CACHE_TTL_MS, cachedTotal } from "./count-cache";

describe("cachedTotal", () => {
  it("counts small totals every time", async () => {
    const owner = {};
    let calls = 0;
    const count = async () => ++calls;
    expect(await cachedTotal(owner, "k", count)).toBe(1);
    expect(await cachedTotal(owner, "k", count)).toBe(2);
  });

  it("keeps a large total until it expires, per owner and key", async () => {
    const owner = {};
    let clock = 1_000;
    const now = () => clock;
    let value = CACHE_MIN_TOTAL * 5;
    const count = async () => value;
    expect(await cachedTotal(owner, "k", count, now)).toBe(CACHE_MIN_TOTAL * 5);
    value += 1;
    expect(await cachedTotal(owner, "k", count, now)).toBe(CACHE_MIN_TOTAL * 5);
    expect(await cachedTotal(owner, "other", count, now)).toBe(CACHE_MIN_TOTAL * 5 + 1);
    expect(await cachedTotal({}, "k", count, now)).toBe(CACHE_MIN_TOTAL * 5 + 1);
    clock += CACHE_TTL_MS + 1;
    expect(await cachedTotal(owner, "k", count, now)).toBe(CACHE_MIN_TOTAL * 5 + 1);
  });
});
