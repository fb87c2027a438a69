import { defaultParseSearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { definedOnly, searchChoice, searchInt, searchText, stringifySearch, toPage } from "./search-params";

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

describe("search parameter readers: a bad value reads as absent", () => {
  it("text is trimmed, numbers stay text, and too long or empty is absent unless cut", () => {
    expect(searchText("  night reads ", 200)).toBe("night reads");
    expect(searchText(2500, 200)).toBe("2500");
    expect(searchText("   ", 200)).toBeUndefined();
    expect(searchText("x".repeat(201), 200)).toBeUndefined();
    expect(searchText("x".repeat(201), 200, true)).toBe("x".repeat(200));
    expect(searchText({ a: 1 }, 200)).toBeUndefined();
  });

  it("whole numbers in range, from numbers or digits", () => {
    expect(searchInt(3, 1, 10)).toBe(3);
    expect(searchInt("7", 1, 10)).toBe(7);
    for (const bad of [0, 11, 1.5, "", "abc", null, undefined]) expect(searchInt(bad, 1, 10)).toBeUndefined();
  });

  it("choices and absent keys", () => {
    expect(searchChoice("OPEN", ["OPEN", "CLOSED"])).toBe("OPEN");
    expect(searchChoice("open", ["OPEN", "CLOSED"])).toBeUndefined();
    expect(definedOnly({ q: "a", page: undefined })).toEqual({ q: "a" });
    expect(Object.keys(definedOnly({ q: undefined }))).toEqual([]);
  });
});

describe("toPage", () => {
  it("keeps the rest of the search and leaves the first page out of the URL", () => {
    expect(toPage(3)({ status: "active", page: 1 })).toEqual({ status: "active", page: 3 });
    expect(stringifySearch(toPage(1)({ status: "active", page: 3 }))).toBe("?status=active");
  });
});
