import { nameMatchesWords, wordsOf } from "./words";
export interface Country {
  code: string;
  name: string;
}

const NAMES = new Map<string, string>(
  Object.entries({
    US: "United States",
    CA: "Canada",
    GB: "United Kingdom",
    DE: "Germany",
    FR: "France",
    ES: "Spain",
    IT: "Italy",
    NL: "Netherlands",
    BE: "Belgium",
    CH: "Switzerland",
    AT: "Austria",
    SE: "Sweden",
    NO: "Norway",
    DK: "Denmark",
    FI: "Finland",
    PL: "Poland",
    CZ: "Czech Republic",
    HU: "Hungary",
    GR: "Greece",
    PT: "Portugal",
    IE: "Ireland",
    AU: "Australia",
    NZ: "New Zealand",
    JP: "Japan",
    KR: "South Korea",
    CN: "China",
    IN: "India",
    SG: "Singapore",
    HK: "Hong Kong",
    TH: "Thailand",
    MY: "Malaysia",
    ID: "Indonesia",
    PH: "Philippines",
    VN: "Vietnam",
    BR: "Brazil",
    MX: "Mexico",
    AR: "Argentina",
    CL: "Chile",
    CO: "Colombia",
    PE: "Peru",
    ZA: "South Africa",
    EG: "Egypt",
    NG: "Nigeria",
    KE: "Kenya",
    MA: "Morocco",
    IL: "Israel",
    AE: "UAE",
    SA: "Saudi Arabia",
    TR: "Turkey",
    RU: "Russia",
    UA: "Ukraine",
  }),
);

export const COUNTRIES: Country[] = [...NAMES].map(([code, name]) => ({ code, name }));
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [string, ...string[]];

const ALIASES = new Map([
  ["united arab emirates", "AE"],
  ["uk", "GB"],
  ["great britain", "GB"],
  ["usa", "US"],
  ["united states of america", "US"],
  ["korea", "KR"],
  ["czechia", "CZ"],
  ["türkiye", "TR"],
]);

/** Accepts a two-letter code or an English name; returns the code or undefined. */
export function toCountryCode(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  const upper = value.toUpperCase();
  if (NAMES.has(upper)) return upper;
  const lower = value.toLowerCase();
  const byName = COUNTRIES.find((c) => c.name.toLowerCase() === lower);
  return byName?.code ?? ALIASES.get(lower);
}

/**
 * Country codes a free-text query names: the code itself, an alias, or an English name whose words the query's
 * words begin ("ger" names Germany, "united k" the United Kingdom; "many" names nothing).
 */
export function countriesNamedBy(text: string): string[] {
  const words = wordsOf(text);
  const codes = new Set(COUNTRIES.filter((c) => nameMatchesWords(c.name, words)).map((c) => c.code));
  const exact = toCountryCode(text);
  if (exact) codes.add(exact);
  return [...codes];
}

export function countryName(code: string | null | undefined): string {
  if (!code) return "";
  return NAMES.get(code.toUpperCase()) ?? code;
}

/** The request board's 34-country list, by name as the specification gives it. */
export const BOARD_COUNTRY_NAMES = [
  "Argentina",
  "Australia",
  "Austria",
  "Belgium",
  "Brazil",
  "Canada",
  "Chile",
  "Czech Republic",
  "Denmark",
  "Finland",
  "France",
  "Germany",
  "India",
  "Ireland",
  "Israel",
  "Italy",
  "Japan",
  "Mexico",
  "Netherlands",
  "New Zealand",
  "Norway",
  "Poland",
  "Portugal",
  "Saudi Arabia",
  "Singapore",
  "South Africa",
  "South Korea",
  "Spain",
  "Sweden",
  "Switzerland",
  "Turkey",
  "UAE",
  "United Kingdom",
  "United States",
] as const;

export const BOARD_COUNTRIES: Country[] = BOARD_COUNTRY_NAMES.map((name) => {
  const code = toCountryCode(name)!;
  return { code, name };
});
