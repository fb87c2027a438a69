import { describe, expect, it } from "vitest";
import { suggestedName } from "./search-name";

describe("suggestedName", () => {
  it("says what and where", () => {
    expect(suggestedName("requests", { mod: "MRI", country: "DE" })).toBe("MRI in Germany");
    expect(suggestedName("requests", { mod: "MRI,CT", country: "DE,SE" })).toBe("MRI, CT in Germany, Sweden");
    expect(suggestedName("providers", { modalities: ["MRI"], countries: "SE", query: "neuro" })).toBe("“neuro” MRI in Sweden");
  });
  it("falls back to everything", () => {
    expect(suggestedName("requests", {})).toBe("All open requests");
    expect(suggestedName("providers", { page: "2" })).toBe("All providers");
  });
  it("stays within the 80 characters a name may have", () => {
    expect(suggestedName("requests", { q: "x".repeat(200) }).length).toBe(80);
  });
});
