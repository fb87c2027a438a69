import { describe, expect, it } from "vitest";
import { ApplyInput, StatusChangeInput } from "./applications";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("ApplyInput (spec §5 Apply form)", () => {
  it("accepts prices from 0.01 with at most two decimals, as numbers or numeric strings", () => {
    for (const p of [0.01, 1, 12.5, 99.99, "7.10", "1e2"]) expect(ApplyInput.safeParse({ pricePerCt: p }).success, String(p)).toBe(true);
  });

  it("refuses anything else with 'Please enter a valid price per CT'", () => {
    for (const p of [undefined, null, "", " ", "abc", 0, -1, 0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY, true, [5]]) {
      const r = ApplyInput.safeParse({ pricePerCt: p });
      expect(r.success, String(p)).toBe(false);
      expect(message(r)).toBe("Please enter a valid price per CT");
    }
  });

  it("defaults the currency to EUR and allows only EUR, USD, GBP, CHF, SEK", () => {
    expect(ApplyInput.parse({ pricePerCt: 1 }).currency).toBe("EUR");
    for (const c of ["EUR", "USD", "GBP", "CHF", "SEK"]) expect(ApplyInput.parse({ pricePerCt: 1, currency: c }).currency).toBe(c);
    expect(message(ApplyInput.safeParse({ pricePerCt: 1, currency: "eur" }))).toBe("Currency must be one of EUR, USD, GBP, CHF, SEK");
  });

  it("trims the note and stores an empty one as absent", () => {
    expect(ApplyInput.parse({ pricePerCt: 1, note: "  hi  " }).note).toBe("hi");
    expect(ApplyInput.parse({ pricePerCt: 1, note: "   " }).note).toBeNull();
    expect(ApplyInput.parse({ pricePerCt: 1 }).note).toBeNull();
    expect(ApplyInput.parse({ pricePerCt: 1, note: ` ${"x".repeat(2000)} ` }).note).toHaveLength(2000);
    expect(message(ApplyInput.safeParse({ pricePerCt: 1, note: "x".repeat(2001) }))).toBe("Notes must be at most 2000 characters");
  });

  it("refuses fields a caller must not set", () => {
    expect(ApplyInput.safeParse({ pricePerCt: 1, status: "AWARDED" }).success).toBe(false);
    expect(ApplyInput.safeParse({ pricePerCt: 1, providerId: "x" }).success).toBe(false);
  });
});

describe("StatusChangeInput", () => {
  it("takes a known status and an optional closeRequest flag only", () => {
    expect(StatusChangeInput.parse({ status: "AWARDED", closeRequest: true })).toEqual({ status: "AWARDED", closeRequest: true });
    expect(message(StatusChangeInput.safeParse({ status: "OPEN" }))).toBe("Status must be one of SUBMITTED, SHORTLISTED, AWARDED, DECLINED, WITHDRAWN");
    expect(StatusChangeInput.safeParse({ status: "SHORTLISTED", note: "x" }).success).toBe(false);
  });
});
