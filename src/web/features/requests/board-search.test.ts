import { describe, expect, it } from "vitest";
import { parseBoardSearch } from "./board-search";

describe("board URL", () => {
  it("reads the modality filter, one or a comma list, repeated or not", () => {
    expect(parseBoardSearch({ mod: "MRI" })).toEqual({ mod: "MRI" });
    expect(parseBoardSearch({ mod: "MRI,CT", country: "DE" })).toEqual({ mod: "MRI,CT", country: "DE" });
    expect(parseBoardSearch({ mod: ["MRI", "CT"], country: ["SE", "NO"] })).toEqual({ mod: "MRI,CT", country: "SE,NO" });
  });
  it("drops bad values instead of failing", () => {
    expect(parseBoardSearch({ mod: { a: 1 }, status: "ARCHIVED", page: "-2" })).toEqual({});
    expect(parseBoardSearch({ mod: "x".repeat(201) })).toEqual({});
  });
});
