import { type Page, pageOf, type Total } from "@/shared/contracts/common";
import {
  FEATURED_LIMIT,
  type Provider,
  type ProviderSearchQuery,
  type ProviderSummary,
  VERIFIED_HELPER_LIMIT,
  type VerifiedProvidersQuery,
} from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { countriesNamedBy, toCountryCode } from "@/shared/reference/countries";
import { toLanguageCode } from "@/shared/reference/languages";
import { ALL_MODALITIES } from "@/shared/reference/modalities";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/contains-pattern";
import { Invalid, NotFound } from "../../errors";
import { directoryDay, remember } from "./directory-cache";
import {
  type PagePlan,
  type ProviderFilter,
  type TextQuery,
  countProviders,
  findFeatured,
  findProviderBySlugOrId,
  findProviders,
  readDirectoryVersion,
} from "./repo";


const flag = (v: string | undefined) => v === "true" || v === "1";

/** Resolves the free text into what each column can match (spec §7: name, HQ country, description; exact modality or region). */
export function textQuery(text: string): TextQuery {
  const lower = text.toLowerCase();
  const code = toCountryCode(text);
  const hqCodes = countriesNamedBy(text);
  const modality = ALL_MODALITIES.find((m) => m.toLowerCase() === lower) ?? text;
  return { like: containsPattern(text), hqCodes, regionCode: code, modality };
}

function countryCode(value: string, field: string): string {
  const code = toCountryCode(value);
  if (!code) throw new Invalid(`${field}: unknown country "${value}"`);
  return code;
}

function languageCode(value: string): string {
  const code = toLanguageCode(value);
  if (!code) throw new Invalid(`languages: unknown language "${value}"`);
  return code;
}

function canonicalModality(value: string): string {
  const lower = value.toLowerCase();
  return ALL_MODALITIES.find((m) => m.toLowerCase() === lower) ?? value;
}

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

interface CommonFilters {
  licensed?: string;
  query?: string;
  hqCountry?: string;
  countries?: string[];
  modalities?: string[];
  languages?: string[];
}

function commonFilter(q: CommonFilters, today: string): ProviderFilter {
  return {
    licensed: q.licensed ? { country: countryCode(q.licensed, "licensed"), today } : undefined,
    text: q.query ? textQuery(q.query) : undefined,
    hqCountry: q.hqCountry ? countryCode(q.hqCountry, "hqCountry") : undefined,
    countries: nonEmpty(q.countries?.map((c) => countryCode(c, "countries"))),
    modalities: nonEmpty(q.modalities?.map(canonicalModality)),
    languages: nonEmpty(q.languages?.map(languageCode)),
  };
}

/** Turns the validated query string into a filter of codes; unknown countries or languages are a 400. */
export function searchFilter(q: ProviderSearchQuery, today = directoryDay()): ProviderFilter {
  const verifiedOnly = flag(q.verified);
  const unverifiedOnly = flag(q.excludeVerified);
  const minRating = Math.max(q.rating ?? 0, q.minRating ?? 0);
  if (q.minTAT !== undefined && q.maxTAT !== undefined && q.minTAT > q.maxTAT) {
    throw new Invalid("minTAT must not be greater than maxTAT");
  }
  return {
    ...commonFilter(q, today),
    priceModels: nonEmpty(q.priceModels),
    verifiedOnly: verifiedOnly || undefined,
    unverifiedOnly: unverifiedOnly || undefined,
    pinned: flag(q.pinned) || undefined,
    ...(q.rating !== undefined || q.minRating !== undefined ? { minRating } : {}),
    minTat: q.minTAT,
    maxTat: q.maxTAT,
    minReviews: q.minReviews,
  };
}

/**
 * Up to EXACT_TOTAL_LIMIT matches (an exact total) a page is sorted from the matching rows; above it, read
 * in order from the sort's index (see PagePlan in repo.ts). Walking the index visits about
 * pageSize × rows / matches rows, sorting the matches visits all of them: at 100,000 providers they cost
 * the same near 1,000.
 */
export function pagePlan(filter: ProviderFilter, count: Total): PagePlan {
  const filtered = Object.values(filter).some((v) => v !== undefined);
  return filtered && !count.estimated ? "matches" : "index";
}

/** Runs `compute` once per directory version, day and key (see directory-cache.ts). */
async function cached<T>(db: Db, today: string, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await readDirectoryVersion(db);
  return remember(db, version, `${today} ${key}`, compute);
}

/** The directory is public: every service here reads the same data whoever the actor is. */
export async function searchProviders({ db }: ServiceContext, _actor: Actor, q: ProviderSearchQuery): Promise<Page<ProviderSummary>> {
  const today = directoryDay();
  const filter = searchFilter(q, today);
  const key = `${today} ${JSON.stringify(filter)}`;
  const version = await readDirectoryVersion(db);
  return remember(db, version, `search ${q.sort} ${q.page} ${q.pageSize} ${key}`, async () => {
    // The total comes first: it says how selective the filters are, and so how to read the page.
    // Other pages and sorts of the same search share it.
    const count = await remember(db, version, `total ${key}`, () => countProviders(db, filter));
    const offset = (q.page - 1) * q.pageSize;
    const past = !count.estimated && offset >= count.total;
    const rows = past ? [] : await findProviders(db, filter, q.sort, q.pageSize + 1, offset, pagePlan(filter, count), today);
    return pageOf(rows, count, q.page, q.pageSize);
  });
}

/** The verified helper: verified only, pinned first then rating (or the chosen sort), at most 12. */
export async function verifiedProviders({ db }: ServiceContext, _actor: Actor, q: VerifiedProvidersQuery): Promise<{ data: ProviderSummary[] }> {
  const today = directoryDay();
  const common = commonFilter(q, today);
  const filter: ProviderFilter = { ...common, verifiedOnly: true };
  const filtered = Object.values(common).some((v) => v !== undefined);
  return cached(db, today, `verified ${q.sort} ${JSON.stringify(filter)}`, async () => {
    // No total to show here: the bounded count only tells a selective filter from a broad one.
    const plan = filtered ? pagePlan(filter, await countProviders(db, filter)) : "index";
    return { data: await findProviders(db, filter, q.sort, VERIFIED_HELPER_LIMIT, 0, plan, today) };
  });
}

export async function featuredProviders({ db }: ServiceContext, _actor: Actor): Promise<{ data: ProviderSummary[] }> {
  const today = directoryDay();
  return cached(db, today, "featured", async () => ({ data: await findFeatured(db, FEATURED_LIMIT, today) }));
}

export async function getProvider({ db }: ServiceContext, _actor: Actor, { slugOrId }: { slugOrId: string }): Promise<Provider> {
  const today = directoryDay();
  const provider = await cached(db, today, `provider ${slugOrId}`, () => findProviderBySlugOrId(db, slugOrId, today));
  if (!provider) throw new NotFound(MESSAGES.providerNotFound);
  return provider;
}
