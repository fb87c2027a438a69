import { describe, expect, it } from "vitest";
import { AdminProvidersQuery, RoleAssignmentSchema } from "../contracts/admin";
import { ProviderCreateSchema } from "../contracts/provider-fields";
import { ApplyInput, StatusChangeInput } from "../contracts/applications";
import { CreateRequestInput, RequestSearchQuery } from "../contracts/requests";
import { BOARD_COUNTRIES, BOARD_COUNTRY_NAMES, COUNTRIES, countryName, toCountryCode } from "./countries";
import { APPLICATION_CURRENCIES } from "./currencies";
import { LANGUAGES, languageFlagCountry, languageName, toLanguageCode } from "./languages";
import { MODALITY_GROUPS, WIZARD_MODALITIES } from "./modalities";
import { TURNAROUND_OPTIONS, turnaroundLabel } from "./turnaround";

/** The reference lists exactly as spec §3 "Enumerations and reference lists" gives them. */
describe("reference lists", () => {
  it("keys the countries by two-letter code, in the specification's order, each with a flag", () => {
    expect(COUNTRIES.map((c) => c.code).join(", ")).toBe(
      "US, CA, GB, DE, FR, ES, IT, NL, BE, CH, AT, SE, NO, DK, FI, PL, CZ, HU, GR, PT, IE, AU, NZ, JP, KR, CN, IN, SG, HK, TH, MY, ID, PH, VN, BR, MX, AR, CL, CO, PE, ZA, EG, NG, KE, MA, IL, AE, SA, TR, RU, UA",
    );
    expect(COUNTRIES.filter((c) => c.name.length < 2)).toEqual([]);
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
    expect(LANGUAGES.filter((l) => !COUNTRIES.some((c) => c.code === languageFlagCountry(l.code)))).toEqual([]);
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

/** Names every plain object inherits: none of them is a reference value. */
const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];

describe("reference lookups read own values only", () => {
  it.each(INHERITED)("%s is no country, language or turnaround", (word) => {
    expect(toCountryCode(word)).toBeUndefined();
    expect(toCountryCode(word.toUpperCase())).toBeUndefined();
    expect(countryName(word)).toBe(word);
    expect(toLanguageCode(word)).toBeUndefined();
    expect(languageName(word)).toBe(word);
    expect(languageFlagCountry(word)).toBeUndefined();
    expect(turnaroundLabel(word)).toBe("");
  });

  const request = { title: "T", facility: "F", country: "DE", description: "D", modalities: ["CT"], tatRequirement: "1-4h" };
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it.each(INHERITED)("%s is refused by every contract that takes a reference value", (word) => {
    expect(firstMessage(CreateRequestInput.safeParse({ ...request, country: word }))).toBe(`Unknown country: ${word}`);
    expect(firstMessage(CreateRequestInput.safeParse({ ...request, modalities: [word] }))).toBe(`Unknown modality: ${word}`);
    expect(firstMessage(CreateRequestInput.safeParse({ ...request, tatRequirement: word }))).toBe("Please select a turnaround time requirement");
    expect(firstMessage(CreateRequestInput.safeParse({ ...request, budgetCurrency: word }))).toBe("Unknown budget currency");
    expect(firstMessage(RequestSearchQuery.safeParse({ country: word }))).toBe(`Unknown country: ${word}`);
    expect(RequestSearchQuery.safeParse({ status: word }).success).toBe(false);
    expect(RequestSearchQuery.safeParse({ sort: word }).success).toBe(false);
    expect(firstMessage(AdminProvidersQuery.safeParse({ hqCountry: word }))).toBe(`Unknown HQ country "${word}"`);
    expect(firstMessage(ProviderCreateSchema.safeParse({ name: "P", hqCountry: word }))).toBe("HQ country must be one of the listed countries");
    expect(ProviderCreateSchema.safeParse({ name: "P", hqCountry: "DE", regionsServed: [word] }).success).toBe(false);
    expect(ProviderCreateSchema.safeParse({ name: "P", hqCountry: "DE", languages: [word] }).success).toBe(false);
    expect(ProviderCreateSchema.safeParse({ name: "P", hqCountry: "DE", modalities: [word] }).success).toBe(false);
    expect(ProviderCreateSchema.safeParse({ name: "P", hqCountry: "DE", priceModels: [word] }).success).toBe(false);
    expect(firstMessage(ApplyInput.safeParse({ pricePerCt: 10, currency: word }))).toBe("Currency must be one of EUR, USD, GBP, CHF, SEK");
    expect(StatusChangeInput.safeParse({ status: word }).success).toBe(false);
    expect(firstMessage(RoleAssignmentSchema.safeParse({ role: word }))).toBe("Role must be one of basic, telerad, hospital, admin");
  });
});
