import { describe, expect, it } from "vitest";
import { changesBetween } from "./record";

describe("changesBetween", () => {
  it("sees maps that differ only in the order of their keys as unchanged", () => {
    expect(changesBetween({ prices: { CT: 10, MRI: 20 } }, { prices: { MRI: 20, CT: 10 } })).toEqual({});
    expect(changesBetween({ list: [{ a: 1, b: 2 }] }, { list: [{ b: 2, a: 1 }] })).toEqual({});
  });

  it("keeps each changed field with both values, dates as ISO strings, and leaves out fields not given", () => {
    const before = { prices: { CT: 10 }, deadline: new Date("2027-01-01T00:00:00Z"), title: "A" };
    const after = { prices: { CT: 12 }, deadline: new Date("2027-02-01T00:00:00Z") };
    expect(changesBetween(before, after)).toEqual({
      prices: { before: { CT: 10 }, after: { CT: 12 } },
      deadline: { before: "2027-01-01T00:00:00.000Z", after: "2027-02-01T00:00:00.000Z" },
    });
  });

  it("keeps the order of a list: a reordered list is a change", () => {
    expect(changesBetween({ modalities: ["CT", "MRI"] }, { modalities: ["MRI", "CT"] })).toEqual({ modalities: { before: ["CT", "MRI"], after: ["MRI", "CT"] } });
  });
});
