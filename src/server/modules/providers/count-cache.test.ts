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

  it("runs one count for requests that arrive while it is under way", async () => {
    const owner = {};
    let calls = 0;
    let finish: (n: number) => void = () => {};
    const count = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = cachedTotal(owner, "k", count);
    const second = cachedTotal(owner, "k", count);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(calls).toBe(1);
    // Once it is done, a small total is counted afresh.
    const third = cachedTotal(owner, "k", count);
    finish(8);
    expect(await third).toBe(8);
    expect(calls).toBe(2);
  });
});
