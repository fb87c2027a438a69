import { describe, expect, it } from "vitest";
import { credentialFactLines, credentialFactsOf, licensedInLine } from "./credential-facts";

const row = (type: "medical_licence" | "board_certification" | "malpractice_insurance" | "accreditation", country: string, extra: { region?: string; issuingBody?: string; expiresOn?: string } = {}) => ({
  type,
  country,
  region: extra.region ?? null,
  issuingBody: extra.issuingBody ?? "Body",
  expiresOn: extra.expiresOn ?? "2027-06-30",
});

describe("credential facts", () => {
  it("writes the card line with countries sorted by name", () => {
    expect(licensedInLine(["US", "FR", "DE", "FR"])).toBe("Licensed in France, Germany, United States");
    expect(licensedInLine([])).toBeNull();
  });

  it("groups licences by country with their regions, and keeps one line per other type with the latest expiry", () => {
    const facts = credentialFactsOf([
      row("medical_licence", "US", { region: "Texas" }),
      row("medical_licence", "US", { region: "California" }),
      row("medical_licence", "DE"),
      row("medical_licence", "FR", { region: "Île-de-France" }),
      row("medical_licence", "FR"),
      row("malpractice_insurance", "US", { expiresOn: "2027-06-30" }),
      row("malpractice_insurance", "US", { expiresOn: "2026-12-31" }),
      row("accreditation", "US", { issuingBody: "Joint Commission", expiresOn: "2028-01-31" }),
      row("board_certification", "US", { issuingBody: "ABR", expiresOn: "2030-01-01" }),
    ]);
    expect(credentialFactLines(facts)).toEqual([
      "Licensed in France, Germany, United States (California, Texas)",
      "Accreditation (Joint Commission) verified until 2028-01-31",
      "Board certification verified until 2030-01-01",
      "Malpractice insurance verified until 2027-06-30",
    ]);
    expect(credentialFactLines({ licences: [], others: [] })).toEqual([]);
  });
});
