import { EXACT_TOTAL_LIMIT, type Page, pageOf } from "@/shared/contracts/common";
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
import { INTEROP_CAPABILITIES } from "@/shared/reference/interoperability";
import { toLanguageCode } from "@/shared/reference/languages";
import { ALL_MODALITIES } from "@/shared/reference/modalities";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { Invalid, NotFound } from "../../errors";
import { directoryDay, remember } from "./directory-cache";
import * as repo from "./repo";
import { type ProviderFilter, type TextQuery, findFeatured, findProviderBySlugOrId, readDirectoryVersion } from "./repo";


const flag = (v: string | undefined) => v === "true" || v === "1";

/** Resolves the free text into what each column can match (spec §7: name, HQ country, description; exact modality or region). */
export function textQuery(text: string): TextQuery {
  const lower = text.toLowerCase();
  return {
    words: text,
    hqCodes: countriesNamedBy(text),
    regionCode: toCountryCode(text),
    modality: ALL_MODALITIES.find((m) => m.toLowerCase() === lower),
  };
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

function capabilityCode(value: string): string {
  if (!(INTEROP_CAPABILITIES as readonly string[]).includes(value)) throw new Invalid(`capabilities: unknown capability "${value}" (one of ${INTEROP_CAPABILITIES.join(", ")})`);
  return value;
}

/** Turns the validated query string into a filter of codes; unknown countries, languages or capabilities are a 400. */
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
    capabilities: nonEmpty(q.capabilities?.map(capabilityCode)),
    verifiedOnly: verifiedOnly || undefined,
    unverifiedOnly: unverifiedOnly || undefined,
    pinned: flag(q.pinned) || undefined,
    ...(q.rating !== undefined || q.minRating !== undefined ? { minRating } : {}),
    minTat: q.minTAT,
    maxTat: q.maxTAT,
    minReviews: q.minReviews,
  };
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
  return cached(db, today, `search ${q.sort} ${q.page} ${q.pageSize} ${JSON.stringify(filter)}`, async () => {
    const { rows, total } = await repo.searchProviders(db, filter, q.sort, q.pageSize + 1, (q.page - 1) * q.pageSize, today);
    return pageOf(rows, total, q.page, q.pageSize);
  });
}

/**
 * The verified helper: verified only, pinned first then rating (or the chosen sort), at most 12. No total to show:
 * the planner's estimate only tells a broad filter (walk the sort's index) from a selective one (sort the matches).
 */
export async function verifiedProviders({ db }: ServiceContext, _actor: Actor, q: VerifiedProvidersQuery): Promise<{ data: ProviderSummary[] }> {
  const today = directoryDay();
  const filter: ProviderFilter = { ...commonFilter(q, today), verifiedOnly: true };
  return cached(db, today, `verified ${q.sort} ${JSON.stringify(filter)}`, async () => {
    const plan = (await repo.plannedProviders(db, filter)) > EXACT_TOTAL_LIMIT ? "index" : "matches";
    return { data: await repo.findProviders(db, filter, q.sort, VERIFIED_HELPER_LIMIT, 0, plan, today) };
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
