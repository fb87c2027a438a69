import { describe, expect, it } from "vitest";
import { countriesNamedBy } from "./countries";
import { MAX_SEARCH_WORDS, nameMatchesWords, wordsOf } from "./words";

describe("wordsOf", () => {
  it("splits at anything but letters and digits, without case or accents", () => {
    expect(wordsOf("Zürich X-ray, St. Mary's")).toEqual(["zurich", "x", "ray", "st", "mary", "s"]);
    expect(wordsOf("bench-hospital-1@bench.test")).toEqual(["bench", "hospital", "1", "bench", "test"]);
    expect(wordsOf("ΕΛΛΆΔΑ 3T")).toEqual(["ελλαδα", "3t"]);
    expect(wordsOf("%_ -- ''")).toEqual([]);
  });

  it("keeps at most MAX_SEARCH_WORDS words", () => {
    expect(wordsOf("a ".repeat(40))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe("nameMatchesWords and countriesNamedBy", () => {
  it("match when every word begins a word of the name", () => {
    expect(nameMatchesWords("United Kingdom", ["united", "k"])).toBe(true);
    expect(nameMatchesWords("United Kingdom", ["kingdom"])).toBe(true);
    expect(nameMatchesWords("Germany", ["many"])).toBe(false);
    expect(nameMatchesWords("Germany", [])).toBe(false);
  });

  it("name countries by code, alias, whole name or the beginnings of its words", () => {
    expect(countriesNamedBy("ger")).toEqual(["DE"]);
    expect(countriesNamedBy("DE").sort()).toEqual(["DE", "DK"]);
    expect(countriesNamedBy("uk")).toContain("GB");
    expect(countriesNamedBy("united k")).toEqual(["GB"]);
    expect(countriesNamedBy("many")).toEqual([]);
    expect(countriesNamedBy("TÜRKIYE")).toEqual(["TR"]);
  });
});
