import { describe, expect, it } from "vitest";
import { BOARD_COUNTRIES, BOARD_COUNTRY_NAMES, COUNTRIES, countryName, flagOf, toCountryCode } from "./countries";
import { APPLICATION_CURRENCIES } from "./currencies";
import { LANGUAGES, languageFlag, toLanguageCode } from "./languages";
import { MODALITY_GROUPS, WIZARD_MODALITIES } from "./modalities";
import { TURNAROUND_OPTIONS } from "./turnaround";

/** The reference lists exactly as spec §3 "Enumerations and reference lists" gives them. */
describe("reference lists", () => {
  it("keys the countries by two-letter code, in the specification's order, each with a flag", () => {
    expect(COUNTRIES.map((c) => c.code).join(", ")).toBe(
      "US, CA, GB, DE, FR, ES, IT, NL, BE, CH, AT, SE, NO, DK, FI, PL, CZ, HU, GR, PT, IE, AU, NZ, JP, KR, CN, IN, SG, HK, TH, MY, ID, PH, VN, BR, MX, AR, CL, CO, PE, ZA, EG, NG, KE, MA, IL, AE, SA, TR, RU, UA",
    );
    expect(flagOf("DE")).toBe("🇩🇪");
    expect(COUNTRIES.every((c) => c.flag === flagOf(c.code) && c.name.length > 1)).toBe(true);
    expect(countryName("AE")).toBe("UAE");
    expect(toCountryCode("germany")).toBe("DE");
    expect(toCountryCode("de")).toBe("DE");
  });

  it("has the board's 34 country names, all of them known countries", () => {
    expect(BOARD_COUNTRY_NAMES).toHaveLength(34);
    expect(BOARD_COUNTRIES.every((c) => COUNTRIES.some((k) => k.code === c.code && k.name === c.name))).toBe(true);
  });

  it("has the 22 languages, each with a flag", () => {
    expect(LANGUAGES.map((l) => l.name).join(", ")).toBe(
      "English, German, French, Spanish, Italian, Portuguese, Russian, Chinese, Japanese, Korean, Hindi, Arabic, Dutch, Swedish, Norwegian, Danish, Finnish, Polish, Czech, Turkish, Thai, Vietnamese",
    );
    expect(LANGUAGES.every((l) => languageFlag(l.code).length > 0)).toBe(true);
    expect(toLanguageCode("German")).toBe("de");
  });

  it("groups the directory's modalities by category", () => {
    expect(MODALITY_GROUPS).toEqual([
      { label: "Core Modalities", modalities: ["X-ray", "CT", "MRI", "Ultrasound"] },
      { label: "Breast Imaging", modalities: ["Mammography", "Breast MRI"] },
      { label: "Nuclear Medicine", modalities: ["PET", "SPECT"] },
      { label: "Cardiac & Vascular", modalities: ["Cardiac CT / MRI", "Echocardiography", "Vascular Ultrasound / Doppler"] },
      { label: "Specialized Imaging", modalities: ["Interventional Radiology Reporting", "Neuroimaging", "Musculoskeletal Imaging", "Dental", "DEXA"] },
      { label: "Other", modalities: ["Fluoroscopy", "Veterinary Imaging"] },
    ]);
    expect(WIZARD_MODALITIES).toEqual(["X-ray", "CT", "MRI", "Ultrasound", "Mammography", "PET", "SPECT"]);
  });

  it("has the turnaround options and application currencies", () => {
    expect(TURNAROUND_OPTIONS.map((o) => `${o.value}: ${o.label}`)).toEqual([
      "≤30m: Emergency",
      "1-4h: Urgent",
      "4-12h: Priority",
      "12-24h: Routine",
      "24-48h: Non-urgent",
      ">48h: Elective",
    ]);
    expect(APPLICATION_CURRENCIES).toEqual(["EUR", "USD", "GBP", "CHF", "SEK"]);
  });
});
