import { describe, expect, it } from "vitest";
import { amendmentStanding, describeBidPrice, describeValue, isProviderVisibleField } from "./amendments";

describe("amendments policy", () => {
  it("keeps the fields hidden from providers out of amendments", () => {
    for (const f of ["facility", "contactEmail", "websiteUrl", "hospitalId"]) expect(isProviderVisibleField(f)).toBe(false);
    for (const f of ["title", "deadline", "weights", "budgetMax", "description"]) expect(isProviderVisibleField(f)).toBe(true);
  });

  it("describes recorded values as a person reads them", () => {
    expect(describeValue("title", null)).toBe("(none)");
    expect(describeValue("modalities", [])).toBe("(none)");
    expect(describeValue("modalities", ["CT", "MRI"])).toBe("CT, MRI");
    expect(describeValue("country", "GB")).toBe("United Kingdom");
    expect(describeValue("deadline", "2027-06-30T00:00:00.000Z")).toBe("2027-06-30");
    expect(describeValue("licenceRequired", true)).toBe("Yes");
    expect(describeValue("licenceRequired", false)).toBe("No");
    expect(describeValue("budgetMax", 12000)).toBe("12,000");
    expect(describeValue("budgetMax", 40, undefined, "EUR")).toBe("€40.00");
    expect(describeValue("volumesByModality", { CT: 1200, MRI: 40 })).toBe("CT 1,200, MRI 40");
    expect(describeValue("weights", { price: 50, turnaround: 25, quality: 25 })).toBe("Price 50%, Turnaround 25%, Quality 25%");
    expect(describeValue("description", "abcdefghij", 5)).toBe("abcd…");
  });

  it("says where a bid stands after the last amendment", () => {
    const amendedAt = new Date("2026-05-02T10:00:00Z");
    const before = new Date("2026-05-01T10:00:00Z");
    const after = new Date("2026-05-03T10:00:00Z");
    expect(amendmentStanding({ createdAt: before, confirmedAt: null }, amendedAt)).toBe("needs_confirmation");
    expect(amendmentStanding({ createdAt: before, confirmedAt: before }, amendedAt)).toBe("needs_confirmation");
    expect(amendmentStanding({ createdAt: before, confirmedAt: after }, amendedAt)).toBe("confirmed");
    expect(amendmentStanding({ createdAt: after, confirmedAt: null }, amendedAt)).toBe("submitted_after");
  });

  it("writes a bid's price with its modality prices", () => {
    expect(describeBidPrice({ pricePerCt: 30, currency: "GBP", pricesByModality: { MRI: 41.5 } })).toBe("£30.00 per study (MRI £41.50)");
  });
});
