import { describe, expect, it } from "vitest";
import { MyProviderUpdate } from "./my-provider";

describe("MyProviderUpdate", () => {
  it("leaves verified, pinned, slug and the rating figures to the admin", () => {
    for (const field of ["verified", "pinned", "slug", "rating", "reviewCount", "verifiedReviews"])
      expect(MyProviderUpdate.safeParse({ [field]: field === "slug" ? "x" : 1 }).success, field).toBe(false);
    expect(MyProviderUpdate.parse({ hqCountry: "Germany", languages: ["English"] })).toEqual({ hqCountry: "DE", languages: ["en"] });
  });
});
