import { describe, expect, it } from "vitest";
import { MAX_ENTRIES, remember } from "./directory-cache";

const counter = () => {
  let calls = 0;
  const compute = async () => ++calls;
  return { compute, calls: () => calls };
};

describe("remember", () => {
  it("computes once per key while the version stays, per owner", async () => {
    const owner = {};
    const c = counter();
    expect(await remember(owner, 1, "k", c.compute)).toBe(1);
    expect(await remember(owner, 1, "k", c.compute)).toBe(1);
    expect(await remember(owner, 1, "other", c.compute)).toBe(2);
    expect(await remember({}, 1, "k", c.compute)).toBe(3);
    expect(c.calls()).toBe(3);
  });

  it("computes afresh once the version changes, and never serves an older version's answer", async () => {
    const owner = {};
    const c = counter();
    expect(await remember(owner, 1, "k", c.compute)).toBe(1);
    expect(await remember(owner, 2, "k", c.compute)).toBe(2);
    expect(await remember(owner, 2, "k", c.compute)).toBe(2);
    // A request that read the old version before the change gets a fresh answer, not version 2's.
    expect(await remember(owner, 1, "k", c.compute)).toBe(3);
    expect(await remember(owner, 2, "k", c.compute)).toBe(2);
  });

  it("runs one computation for requests that arrive while it is under way", async () => {
    const owner = {};
    let calls = 0;
    let finish: (n: number) => void = () => {};
    const compute = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = remember(owner, 1, "k", compute);
    const second = remember(owner, 1, "k", compute);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it("keeps no failure: the next request tries again", async () => {
    const owner = {};
    await expect(remember(owner, 1, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await remember(owner, 1, "k", async () => 5)).toBe(5);
  });

  it(`keeps at most ${MAX_ENTRIES} answers, dropping the oldest`, async () => {
    const owner = {};
    for (let i = 0; i <= MAX_ENTRIES; i++) await remember(owner, 1, `k${i}`, async () => i);
    const c = counter();
    expect(await remember(owner, 1, "k0", c.compute)).toBe(1);
    expect(await remember(owner, 1, `k${MAX_ENTRIES}`, c.compute)).toBe(MAX_ENTRIES);
  });
});
