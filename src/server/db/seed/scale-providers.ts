import { COUNTRY_CODES, countryName } from "@/shared/reference/countries";
import { LANGUAGE_CODES, languageName } from "@/shared/reference/languages";
import { ALL_MODALITIES, PRICE_MODELS } from "@/shared/reference/modalities";
import { slugify } from "@/shared/slug";
import type { providers } from "../schema";
import type { Rng } from "./random";
import {
  BUSY_COUNTRIES,
  CERTIFICATIONS,
  NAME_KINDS,
  NAME_PREFIXES,
  PLACES,
  PROVIDER_FOCUS,
  SPECIALTY_WORDS,
  SUBSPECIALTIES,
  TIMEZONES,
} from "./scale-vocabulary";
import { INTEROP_CAPABILITIES } from "@/shared/reference/interoperability";

const DAY = 86_400_000;
const CORE_MODALITIES = ["X-ray", "CT", "MRI", "Ultrasound"];
const OTHER_MODALITIES = ALL_MODALITIES.filter((m) => !CORE_MODALITIES.includes(m));
const TATS = [20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1440];

/** Half of the rows in the busy countries, the rest in any country; and a city of that country. */
export function somewhere(r: Rng): { country: string; city: string } {
  const country = r.chance(0.5) ? r.pick(BUSY_COUNTRIES) : r.pick(COUNTRY_CODES);
  return { country, city: r.pick(PLACES[country]!.cities) };
}

const SCALE_CAPABILITIES: string[][] = [
  ["dicom-vpn", "hl7v2-orm", "hl7v2-oru"],
  ["dicom-vpn", "cloud-gateway", "hl7v2-orm", "hl7v2-oru", "portal-pdf"],
  ["cloud-gateway", "portal-pdf"],
  ["dicomweb", "fhir-servicerequest", "fhir-diagnosticreport"],
  ["dicom-vpn", "dicomweb", "hl7v2-oru", "fhir-diagnosticreport", "portal-pdf"],
  [],
  ["cloud-gateway", "dicomweb", "fhir-servicerequest", "fhir-diagnosticreport", "portal-pdf"],
  [...INTEROP_CAPABILITIES],
];

function providerName(r: Rng, city: string): string {
  const p = r.next();
  if (p < 0.3) return `${city} ${r.pick(NAME_KINDS)}`;
  if (p < 0.6) return `${r.pick(NAME_PREFIXES)} ${r.pick(SPECIALTY_WORDS)} ${r.pick(NAME_KINDS)}`;
  return `${r.pick(NAME_PREFIXES)} ${city} ${r.pick(NAME_KINDS)}`;
}

/** A synthetic provider; `n` makes its slug unique. Ratings, reviews and turnaround are skewed as real ones are. */
export function scaleProvider(r: Rng, id: string, n: number, now: number): typeof providers.$inferInsert {
  const { country, city } = somewhere(r);
  const name = providerName(r, city);
  const languages = [...new Set([...PLACES[country]!.languages, ...(r.chance(0.8) ? ["en"] : []), ...r.some(LANGUAGE_CODES, 0, 2)])];
  const regions = [country, ...r.some(COUNTRY_CODES.filter((c) => c !== country), 0, 10)];
  const subspecialties = r.some(SUBSPECIALTIES, 1, 5);
  const established = String(r.int(1990, 2024));
  const reviewed = r.chance(0.9);
  const reviewCount = reviewed ? 1 + Math.floor(r.next() ** 3 * 2000) : 0;
  const created = new Date(now - r.int(0, 540) * DAY - r.int(0, 86_399) * 1000);
  const slug = `${slugify(name)}-${n}`;
  return {
    id,
    slug,
    name,
    hqCountry: country,
    regionsServed: regions,
    modalities: [...r.some(CORE_MODALITIES, 1, 4), ...r.some(OTHER_MODALITIES, 0, 6)],
    priceModels: r.some(PRICE_MODELS, 1, 3),
    languages,
    // Without a draw, so the rest of the seed stays as it was: one of eight ways of working (issue 35).
    interopCapabilities: SCALE_CAPABILITIES[n % SCALE_CAPABILITIES.length]!,
    medianTatMinutes: r.chance(0.05) ? null : r.pick(TATS),
    rating: reviewed ? Math.round((2.5 + Math.sqrt(r.next()) * 2.5) * 10) / 10 : 0,
    reviewCount,
    verifiedReviews: Math.floor(reviewCount * r.next()),
    websiteUrl: r.chance(0.85) ? `https://www.${slug}.example` : null,
    linkedinUrl: r.chance(0.6) ? `https://www.linkedin.com/company/${slug}` : null,
    slaCoverage: r.pick(["24/7", "24/7", "Nights & weekends", "Business hours + on-call", "Weekdays"]),
    acceptanceRate: Math.round((60 + r.next() * 39) * 10) / 10,
    totalCases: r.int(1, 3000) * 1000,
    established,
    description: `${name} is based in ${city}, ${countryName(country)}, and provides ${r.pick(PROVIDER_FOCUS)}. Founded in ${established}, our ${subspecialties[0]!.toLowerCase()} radiologists report in ${languages.map(languageName).join(", ")} for hospitals in ${regions.length} ${regions.length > 1 ? "countries" : "country"}.`,
    pinned: r.chance(0.01),
    verified: r.chance(0.3),
    caseStudies: r.chance(0.1)
      ? [
          {
            id: `cs-${slug}`,
            title: `${r.pick(["Overnight", "Weekend", "Backlog", "Stroke"])} coverage for a ${r.pick(["600-bed", "regional", "university", "rural"])} hospital`,
            description: `A hospital network in ${city} asked ${name} to take over ${r.pick(PROVIDER_FOCUS)}.`,
            outcome: `Median turnaround fell to ${r.int(18, 55)} minutes.`,
          },
        ]
      : [],
    subspecialties,
    certifications: r.some(CERTIFICATIONS, 0, 4),
    timezones: [r.pick(TIMEZONES)],
    specializations: subspecialties.slice(0, 2),
    createdAt: created,
    updatedAt: created,
  };
}
