/**
 * What visitors ask for, drawn at random: realistic combinations of filters, text and pages. Text comes from
 * the words the synthetic data is made of (so it finds many rows, a few or one), plus words that find nothing.
 */
import {
  FACILITY_KINDS,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_KINDS,
  NAME_PREFIXES,
  PLACES,
  REQUEST_SCOPES,
  SPECIALTY_WORDS,
} from "../src/server/db/seed/scale-vocabulary";
import { ADMIN_APPLICATION_STATUSES } from "../src/shared/contracts/admin";
import { PROVIDER_SORTS } from "../src/shared/contracts/providers";
import { BOARD_PAGE_SIZE, REQUEST_SORTS } from "../src/shared/contracts/requests";
import { COUNTRY_CODES, countryName } from "../src/shared/reference/countries";
import { LANGUAGE_CODES } from "../src/shared/reference/languages";
import { ALL_MODALITIES, PRICE_MODELS } from "../src/shared/reference/modalities";

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const chance = (p: number) => Math.random() < p;
const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * max) }, () => pick(list)))];

/** Most visitors stay on the first pages; a few go deep. */
export function page(): number {
  const p = Math.random();
  if (p < 0.7) return 1;
  if (p < 0.85) return 2;
  if (p < 0.92) return 3;
  return 4 + Math.floor(Math.random() ** 2 * 46);
}

const CITIES = Object.values(PLACES).flatMap((p) => p.cities);
/** Words that appear in no row, and misspellings. */
const MISSES = ["Atlantis", "quantum", "dermatology", "veterinary", "radiolgy", "imagng", "zzz", "Springfield", "holistic"];
const cased = (word: string) => (chance(0.6) ? word.toLowerCase() : word);

/** Directory text: a name part, a place, a specialty, a country, a fragment, or nothing to be found. */
function providerText(): string {
  const p = Math.random();
  if (p < 0.2) return cased(pick(NAME_PREFIXES));
  if (p < 0.4) return cased(pick(CITIES));
  if (p < 0.55) return cased(pick(SPECIALTY_WORDS));
  if (p < 0.65) return cased(pick(NAME_KINDS));
  if (p < 0.75) return countryName(pick(COUNTRY_CODES));
  if (p < 0.85) return `${pick(NAME_PREFIXES)} ${pick(SPECIALTY_WORDS)}`;
  if (p < 0.9) return pick(CITIES).slice(0, 4).toLowerCase();
  return pick(MISSES);
}

/** Board text: words of titles, facilities and places, or nothing to be found. */
function requestText(): string {
  const p = Math.random();
  if (p < 0.3) return cased(pick(REQUEST_SCOPES).title.split(" ")[0]!);
  if (p < 0.5) return cased(pick(CITIES));
  if (p < 0.6) return countryName(pick(COUNTRY_CODES));
  if (p < 0.7) return pick(FACILITY_KINDS).toLowerCase();
  if (p < 0.8) return pick(["MRI", "CT", "stroke", "backlog", "overnight", "pediatric", "screening", "trauma"]);
  if (p < 0.9) return pick(REQUEST_SCOPES).title.toLowerCase();
  return pick(MISSES);
}

const CORE = ["X-ray", "CT", "MRI", "Ultrasound"];
const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : "";
};

/** GET /api/providers: any combination of every filter, a sort and a page, as the directory's two lists ask. */
export function directoryPath(): string {
  const list = Math.random();
  const tat = chance(0.1);
  return `/api/providers${query({
    query: chance(0.4) ? providerText() : undefined,
    hqCountry: chance(0.15) ? pick(COUNTRY_CODES) : undefined,
    countries: chance(0.2) ? some(COUNTRY_CODES, 3).join(",") : undefined,
    modalities: chance(0.3) ? some(chance(0.7) ? CORE : ALL_MODALITIES, 3).join(",") : undefined,
    priceModels: chance(0.1) ? some(PRICE_MODELS, 2).join(",") : undefined,
    languages: chance(0.2) ? some(LANGUAGE_CODES, 2).join(",") : undefined,
    verified: list < 0.3 ? "true" : undefined,
    excludeVerified: list > 0.7 ? "true" : undefined,
    pinned: chance(0.03) ? "true" : undefined,
    minRating: chance(0.15) ? pick([3, 3.5, 4, 4.5]) : undefined,
    minTAT: tat && chance(0.3) ? pick([30, 60]) : undefined,
    maxTAT: tat ? pick([60, 120, 240, 720]) : undefined,
    minReviews: chance(0.1) ? pick([5, 10, 50, 100]) : undefined,
    sort: chance(0.5) ? pick(PROVIDER_SORTS) : undefined,
    page: page(),
    pageSize: pick([12, 20, 20]),
  })}`;
}

/** GET /api/providers/verified: the helper with a few filters. */
export function verifiedPath(): string {
  return `/api/providers/verified${query({
    query: chance(0.3) ? providerText() : undefined,
    hqCountry: chance(0.1) ? pick(COUNTRY_CODES) : undefined,
    countries: chance(0.2) ? some(COUNTRY_CODES, 2).join(",") : undefined,
    modalities: chance(0.3) ? some(CORE, 2).join(",") : undefined,
    languages: chance(0.15) ? some(LANGUAGE_CODES, 2).join(",") : undefined,
    sort: chance(0.3) ? pick(PROVIDER_SORTS) : undefined,
  })}`;
}

/** GET /api/requests: text, countries (codes or names), modalities, status, sort and page, as the board asks. */
export function boardPath(): string {
  const country = () => (chance(0.5) ? pick(COUNTRY_CODES) : countryName(pick(COUNTRY_CODES)));
  return `/api/requests${query({
    q: chance(0.3) ? requestText() : undefined,
    country: chance(0.25) ? Array.from({ length: chance(0.8) ? 1 : 2 }, country).join(",") : undefined,
    mod: chance(0.25) ? some(CORE, 2).join(",") : undefined,
    status: chance(0.3) ? "CLOSED" : undefined,
    sort: chance(0.5) ? pick(REQUEST_SORTS) : undefined,
    page: page(),
    pageSize: BOARD_PAGE_SIZE,
  })}`;
}

export const myApplicationsPath = () =>
  `/api/me/applications${query({
    q: chance(0.3) ? requestText() : undefined,
    status: chance(0.3) ? pick(ADMIN_APPLICATION_STATUSES) : undefined,
    page: chance(0.8) ? 1 : 2,
    pageSize: 10,
  })}`;

export const requestApplicationsPath = (requestId: string) =>
  `/api/requests/${requestId}/applications${query({ status: chance(0.3) ? pick(ADMIN_APPLICATION_STATUSES) : undefined, page: 1, pageSize: 20 })}`;

const personText = () => pick([pick(FIRST_NAMES), pick(LAST_NAMES), "bench-hospital", "bench-telerad", "@bench.test", pick(MISSES)]);

export const adminUsersPath = () =>
  `/api/admin/profiles${query({ q: chance(0.4) ? personText() : undefined, role: chance(0.3) ? pick(["hospital", "telerad", "admin", "basic"]) : undefined, page: page(), pageSize: 10 })}`;
/** The admin's organisations: a provider's or a hospital's words now and then, a kind now and then. */
export const adminOrganisationsPath = () =>
  `/api/admin/organisations${query({ q: chance(0.4) ? providerText() : undefined, kind: chance(0.3) ? pick(["hospital", "provider"]) : undefined, page: page(), pageSize: 10 })}`;
export const adminRequestsPath = () => `/api/admin/requests${query({ q: chance(0.4) ? requestText() : undefined, page: page(), pageSize: 10 })}`;
/** The admin's applications: a request's or a provider's words now and then. */
export const adminApplicationsPath = () =>
  `/api/admin/applications${query({
    q: chance(0.3) ? (chance(0.5) ? requestText() : providerText()) : undefined,
    status: chance(0.5) ? pick(ADMIN_APPLICATION_STATUSES) : undefined,
    page: page(),
    pageSize: 10,
  })}`;
export const adminProvidersPath = () =>
  `/api/admin/providers${query({
    query: chance(0.4) ? providerText() : undefined,
    hqCountry: chance(0.15) ? pick(COUNTRY_CODES) : undefined,
    sort: chance(0.3) ? "name" : undefined,
    page: page(),
    pageSize: 10,
  })}`;

/** A party's contracts: mostly the first page, a status now and then. */
export const contractsPath = () =>
  `/api/contracts${query({ status: chance(0.3) ? pick(["draft", "sent", "scheduled", "active", "ended", "terminated"]) : undefined, page: page(), pageSize: 20 })}`;

