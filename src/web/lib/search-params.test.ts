import { defaultParseSearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { stringifySearch } from "./search-params";

describe("router search serializer", () => {
  it("writes a list of plain strings as a repeated key", () => {
    expect(stringifySearch({ mod: ["CT", "MRI"], query: "night" })).toBe("?query=night&mod=CT&mod=MRI");
  });

  it("round-trips every kind of value through the router's parser", () => {
    const cases: Record<string, unknown>[] = [
      { mod: ["CT", "X-ray", "Cardiac CT / MRI"], lang: ["de", "en"], page: 2, verified: 1 },
      { mod: ["CT"] },
      { ids: ["1", "2"] },
      { flags: ["true", "x"] },
      { q: "123", n: 5, b: true, obj: { a: 1 } },
      {},
    ];
    for (const search of cases) expect(defaultParseSearch(stringifySearch(search))).toEqual(search);
  });
});
