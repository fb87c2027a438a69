import { describe, expect, it } from "vitest";
import { activeFilterCount, apiQuery, parseDirectorySearch, toUrlSearch } from "./search";

describe("directory URL", () => {
  it("reads every parameter, repeated or single", () => {
    expect(parseDirectorySearch({ query: "night", country: "US", mod: ["CT", "MRI"], lang: "de", verified: 1, sort: "name", page: 3 })).toEqual({
      query: "night",
      country: "US",
      mod: ["CT", "MRI"],
      lang: ["de"],
      verified: 1,
      sort: "name",
      page: 3,
    });
  });

  it("drops unknown or bad values instead of failing", () => {
    expect(parseDirectorySearch({ country: "Atlantis", mod: ["CT", "Telepathy"], lang: "xx", verified: 0, sort: "rating", page: -2 })).toEqual({ mod: ["CT"] });
    expect(parseDirectorySearch({ page: 1.5 })).toEqual({});
  });

  it("reads and writes the licence country (licensed), by code or name, into the API's licensed", () => {
    expect(parseDirectorySearch({ licensed: "Germany" })).toEqual({ licensed: "DE" });
    expect(parseDirectorySearch({ licensed: "Atlantis" })).toEqual({});
    expect(toUrlSearch({ licensed: "FR" })).toMatchObject({ licensed: "FR" });
    expect(activeFilterCount({ licensed: "FR" })).toBe(1);
    expect(apiQuery({ licensed: "FR" }, "others", 1, 20)).toMatchObject({ licensed: "FR" });
  });

  it("accepts country and language names and keeps a numeric query as text", () => {
    expect(parseDirectorySearch({ country: "Germany", lang: "German,English", query: 123 })).toEqual({ country: "DE", lang: ["de", "en"], query: "123" });
  });

  it("writes defaults out of the URL and a single list item as a plain value", () => {
    expect(toUrlSearch({ mod: ["CT"], lang: ["de", "en"], sort: "pinned", page: 1 })).toEqual({
      query: undefined,
      country: undefined,
      mod: "CT",
      lang: ["de", "en"],
      verified: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it("counts active filters and builds the API queries", () => {
    const s = parseDirectorySearch({ query: "x", country: "FR", mod: ["CT", "MRI"], verified: 1 });
    expect(activeFilterCount(s)).toBe(5);
    expect(apiQuery(s, "others", 2, 20)).toMatchObject({ query: "x", hqCountry: "FR", modalities: ["CT", "MRI"], excludeVerified: "true", sort: "pinned", page: 2, pageSize: 20 });
    expect(apiQuery(s, "verified", 1, 12)).toMatchObject({ verified: "true", excludeVerified: undefined });
  });
});
