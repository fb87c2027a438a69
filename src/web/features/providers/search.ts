import { COUNTRIES, toCountryCode } from "@/shared/reference/countries";
import { LANGUAGES, toLanguageCode } from "@/shared/reference/languages";
import { INTEROP_CAPABILITIES } from "@/shared/reference/interoperability";
import { ALL_MODALITIES } from "@/shared/reference/modalities";
import { searchText } from "@/web/lib/search-params";

/**
 * The directory's URL (spec §2 "Providers screen"): query, country, mod (repeatable),
 * lang (repeatable), cap (repeatable, interoperability capabilities), verified=1, licensed (a licence country, issue 16), sort (pinned|name), page. The URL is the source of truth:
 * the page reads these and writes them back; unknown or bad values are dropped, never fatal.
 */
export const DIRECTORY_SORTS = ["pinned", "name"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_PAGE_SIZE = 20;
/** How many verified providers the highlighted section shows (the verified helper's limit). */
export const VERIFIED_SECTION_SIZE = 12;

export interface DirectorySearch {
  query?: string;
  country?: string;
  /** A current verified medical licence in this country (code). */
  licensed?: string;
  mod?: string[];
  lang?: string[];
  /** Interoperability capabilities (codes), every one listed by the provider (issue 35). */
  cap?: string[];
  verified?: 1;
  sort?: DirectorySort;
  page?: number;
}

/** What a link or navigate() may pass: a single list value is written as a plain `mod=CT`. */
export interface DirectorySearchInput {
  query?: string;
  country?: string;
  /** A current verified medical licence in this country (code). */
  licensed?: string;
  mod?: string | string[];
  lang?: string | string[];
  cap?: string | string[];
  verified?: 1;
  sort?: DirectorySort;
  page?: number;
}

const MODALITY_SET = new Set(ALL_MODALITIES);

function list(value: unknown, normalise: (s: string) => string | undefined): string[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const raw = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
  const out: string[] = [];
  for (const item of raw) {
    const code = normalise(item.trim());
    if (code && !out.includes(code)) out.push(code);
  }
  return out.length ? out : undefined;
}

const modality = (s: string) => (MODALITY_SET.has(s) ? s : ALL_MODALITIES.find((m) => m.toLowerCase() === s.toLowerCase()));

const capability = (s: string) => (INTEROP_CAPABILITIES as readonly string[]).find((c) => c === s.toLowerCase());

/** Parses the raw search object of the URL into a clean DirectorySearch. */
export function parseDirectorySearch(input: Record<string, unknown>): DirectorySearch {
  const out: DirectorySearch = {};
  const query = searchText(input.query, 200, true);
  if (query) out.query = query;
  const country = typeof input.country === "string" ? toCountryCode(input.country) : undefined;
  if (country) out.country = country;
  const licensed = typeof input.licensed === "string" ? toCountryCode(input.licensed) : undefined;
  if (licensed) out.licensed = licensed;
  const mod = list(input.mod, modality);
  if (mod) out.mod = mod;
  const lang = list(input.lang, toLanguageCode);
  if (lang) out.lang = lang;
  const cap = list(input.cap, capability);
  if (cap) out.cap = cap;
  if (input.verified === 1 || input.verified === "1" || input.verified === true || input.verified === "true") out.verified = 1;
  if (input.sort === "name") out.sort = "name";
  const page = Number(input.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  return out;
}

/** Writes a DirectorySearch the way the URL shows it: defaults left out, a one-item list as a plain value. */
export function toUrlSearch(s: DirectorySearch): DirectorySearchInput {
  const one = (l?: string[]) => (!l || l.length === 0 ? undefined : l.length === 1 ? l[0] : l);
  return {
    query: s.query || undefined,
    country: s.country || undefined,
    licensed: s.licensed || undefined,
    mod: one(s.mod),
    lang: one(s.lang),
    cap: one(s.cap),
    verified: s.verified ? 1 : undefined,
    sort: s.sort === "name" ? "name" : undefined,
    page: s.page && s.page > 1 ? s.page : undefined,
  };
}

export function activeFilterCount(s: DirectorySearch): number {
  return (s.query ? 1 : 0) + (s.country ? 1 : 0) + (s.licensed ? 1 : 0) + (s.mod?.length ?? 0) + (s.lang?.length ?? 0) + (s.cap?.length ?? 0) + (s.verified ? 1 : 0);
}

/** The API query for one of the directory's lists (GET /api/providers). */
export function apiQuery(s: DirectorySearch, list: "verified" | "others", page: number, pageSize: number) {
  return {
    query: s.query,
    hqCountry: s.country,
    licensed: s.licensed,
    modalities: s.mod,
    languages: s.lang,
    capabilities: s.cap,
    verified: list === "verified" ? "true" : undefined,
    excludeVerified: list === "others" ? "true" : undefined,
    sort: s.sort ?? "pinned",
    page,
    pageSize,
  };
}

export const COUNTRY_OPTIONS = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));
export const LANGUAGE_OPTIONS = [...LANGUAGES].sort((a, b) => a.name.localeCompare(b.name));
