import { type SQL, and, arrayContains, arrayOverlaps, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { MeasuredFigures, Provider, ProviderSummary } from "@/shared/contracts/providers";
import { credentialFactsOf, sortCountriesByName } from "@/shared/policy/credential-facts";
import type { Db } from "../../db/client";
import { plannedRows } from "../../db/counting";
import { columnsOf, matchesOnceQuery as matchesOnce, searchPage } from "../../db/search-page";
import { directoryVersion, providers } from "../../db/schema";
import { matchesWords } from "../../db/word-search";
import { currentFactsOf, licenceCountriesColumn, licensedIn } from "../credentials/facts-repo";
import { directoryDay } from "./directory-cache";

export type ProviderSort = "pinned" | "name" | "rating" | "reviews";

/** The free-text query, already resolved into what each indexed column can match. */
export interface TextQuery {
  /** The text itself, matched word by word against the name and description (the search document). */
  words: string;
  /** HQ country codes whose code or English name the text names. */
  hqCodes: string[];
  /** The country code when the text names one country (exact entry in regions served). */
  regionCode?: string;
  /** The modality the text names exactly (exact entry in modalities). */
  modality?: string;
}

/** A search already validated and normalised by the service (codes, not names). */
export interface ProviderFilter {
  text?: TextQuery;
  hqCountry?: string;
  countries?: string[];
  modalities?: string[];
  priceModels?: string[];
  languages?: string[];
  /** Providers with every one of these interoperability capabilities. */
  capabilities?: string[];
  verifiedOnly?: boolean;
  /** Unverified only (the directory's "All Providers"); with verifiedOnly too, nothing matches. */
  unverifiedOnly?: boolean;
  pinned?: boolean;
  minRating?: number;
  minTat?: number;
  maxTat?: number;
  minReviews?: number;
  /** A current verified medical licence in this country on `today` (issue 16 §2). */
  licensed?: { country: string; today: string };
}

/** The turnaround the directory shows and filters on: measured from the ledger where it holds studies, else stated. */
const shownTat = sql<number | null>`coalesce(${providers.measuredTatMinutes}, ${providers.medianTatMinutes})`;

export function where(f: ProviderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.text) {
    const t = f.text;
    parts.push(
      or(
        matchesWords(providers, t.words),
        t.hqCodes.length ? inArray(providers.hqCountry, t.hqCodes) : undefined,
        t.modality ? arrayContains(providers.modalities, [t.modality]) : undefined,
        t.regionCode ? arrayContains(providers.regionsServed, [t.regionCode]) : undefined,
      ),
    );
  }
  if (f.hqCountry) parts.push(eq(providers.hqCountry, f.hqCountry));
  if (f.countries?.length) parts.push(arrayOverlaps(providers.regionsServed, f.countries));
  if (f.modalities?.length) parts.push(arrayOverlaps(providers.modalities, f.modalities));
  if (f.priceModels?.length) parts.push(arrayOverlaps(providers.priceModels, f.priceModels));
  if (f.languages?.length) parts.push(arrayOverlaps(providers.languages, f.languages));
  if (f.capabilities?.length) parts.push(arrayContains(providers.interopCapabilities, f.capabilities));
  if (f.verifiedOnly) parts.push(eq(providers.verified, true));
  if (f.unverifiedOnly) parts.push(eq(providers.verified, false));
  if (f.pinned) parts.push(eq(providers.pinned, true));
  if (f.minRating !== undefined) parts.push(gte(providers.rating, f.minRating));
  if (f.minTat !== undefined) parts.push(gte(shownTat, f.minTat));
  if (f.maxTat !== undefined) parts.push(lte(shownTat, f.maxTat));
  if (f.minReviews !== undefined) parts.push(gte(providers.reviewCount, f.minReviews));
  if (f.licensed) parts.push(licensedIn(f.licensed.country, f.licensed.today));
  return parts.length ? and(...parts) : undefined;
}

/**
 * How a sorted page is read (see db/search-page.ts):
 * - "index": walk the sort's index in order and stop after the page. The order is written as the
 *   indexes were built (drizzle's `.desc()` makes DESC NULLS LAST); right when many rows match.
 * - "matches": collect the matching rows through the filters' own indexes, then sort them. The
 *   order is written NULLS FIRST so that it cannot be read from a sort index, which keeps the
 *   planner from walking the whole index in search of a few rare matches.
 * The sorted columns are NOT NULL, so both give the same rows in the same order.
 */
export type PagePlan = "index" | "matches";

type Sorted = Record<"name" | "rating" | "reviewCount" | "pinned" | "id", AnyPgColumn>;

const down = (column: AnyPgColumn, plan: PagePlan) =>
  plan === "index" ? sql`${column} desc nulls last` : sql`${column} desc nulls first`;
const up = (column: AnyPgColumn, plan: PagePlan) => (plan === "index" ? sql`${column} asc` : sql`${column} asc nulls first`);

/** Every order ends with id so that pages never overlap or skip a row. `from`: the table, or the subquery of its matches. */
function orderBy(sort: ProviderSort, plan: PagePlan, from: Sorted = providers): SQL[] {
  switch (sort) {
    case "name":
      return [up(from.name, plan), asc(from.id)];
    case "rating":
      return [down(from.rating, plan), asc(from.id)];
    case "reviews":
      return [down(from.reviewCount, plan), asc(from.id)];
    default:
      return [down(from.pinned, plan), down(from.rating, plan), asc(from.id)];
  }
}

type Row = typeof providers.$inferSelect;

/** The ledger's columns of a provider's row (issue 31), as every read names them. */
type MeasureColumns = Pick<Row, "measuredStudies" | "measuredTatMinutes" | "measuredWithin" | "measuredFrom">;

/** The measured figures kept on the row, or null while no study counts (the share within commitment to one decimal). */
export function measuredOf(r: MeasureColumns): MeasuredFigures {
  if (r.measuredStudies <= 0 || !r.measuredFrom) return null;
  return {
    studies: r.measuredStudies,
    medianTatMinutes: r.measuredTatMinutes,
    withinPercent: Math.round((r.measuredWithin / r.measuredStudies) * 1000) / 10,
    since: r.measuredFrom,
  };
}

export function toProvider(r: Row): Provider {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    hqCountry: r.hqCountry,
    regionsServed: r.regionsServed,
    modalities: r.modalities,
    priceModels: r.priceModels,
    languages: r.languages,
    medianTATMinutes: r.medianTatMinutes,
    measured: measuredOf(r),
    rating: r.rating,
    reviewCount: r.reviewCount,
    verifiedReviews: r.verifiedReviews,
    logoUrl: r.logoUrl,
    linkedinUrl: r.linkedinUrl,
    websiteUrl: r.websiteUrl,
    slaCoverage: r.slaCoverage,
    acceptanceRate: r.acceptanceRate,
    totalCases: r.totalCases,
    established: r.established,
    description: r.description,
    pinned: r.pinned,
    verified: r.verified,
    caseStudies: r.caseStudies,
    subspecialties: r.subspecialties,
    certifications: r.certifications,
    timezones: r.timezones,
    specializations: r.specializations,
    interopCapabilities: r.interopCapabilities,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * The columns of a ProviderSummary, under its names (the ledger's as they are, made into `measured` by toSummaries):
 * lists read no more than their cards show, all from the provider's own row.
 */
const summaryColumns = {
  id: providers.id,
  slug: providers.slug,
  name: providers.name,
  hqCountry: providers.hqCountry,
  regionsServed: providers.regionsServed,
  modalities: providers.modalities,
  priceModels: providers.priceModels,
  languages: providers.languages,
  medianTATMinutes: providers.medianTatMinutes,
  measuredStudies: providers.measuredStudies,
  measuredTatMinutes: providers.measuredTatMinutes,
  measuredWithin: providers.measuredWithin,
  measuredFrom: providers.measuredFrom,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  logoUrl: providers.logoUrl,
  description: providers.description,
  pinned: providers.pinned,
  verified: providers.verified,
};
/** The rows of one page of providers, read as `plan` says (exported so tests can EXPLAIN it). */
export const pageRowsQuery = (db: Db, filter: ProviderFilter, sort: ProviderSort, limit: number, offset = 0, plan: PagePlan = "index") =>
  db.select(summaryColumns).from(providers).where(where(filter)).orderBy(...orderBy(sort, plan)).limit(limit).offset(offset);

/**
 * One page of providers in the given order, each with its licence countries, read for the page's rows only
 * (exported so tests can EXPLAIN it).
 */
export function pageQuery(db: Db, filter: ProviderFilter, sort: ProviderSort, limit: number, offset = 0, plan: PagePlan = "index", today = directoryDay()) {
  const page = pageRowsQuery(db, filter, sort, limit, offset, plan).as("page");
  return db
    .select({ ...columnsOf(page, summaryColumns), licensedIn: licenceCountriesColumn("page", today) })
    .from(page)
    .orderBy(...orderBy(sort, "matches", page));
}

/**
 * At most EXACT_TOTAL_LIMIT + 1 matching providers read once, the page sorted from them, each row with how many
 * were read (exported so tests can EXPLAIN it).
 */
export function matchesOnceQuery(db: Db, filter: ProviderFilter, sort: ProviderSort, limit: number, offset = 0, today = directoryDay()) {
  const page = matchesOnce(db, summaryColumns, providers, where(filter), (m) => orderBy(sort, "matches", m), limit, offset).as("page");
  return db
    .select({ ...columnsOf(page, summaryColumns), counted: page.counted, licensedIn: licenceCountriesColumn("page", today) })
    .from(page)
    .orderBy(...orderBy(sort, "matches", page));
}

/** The rows behind a page's total, unsorted and unlimited (exported so tests can EXPLAIN it). */
export function matchesQuery(db: Db, filter: ProviderFilter) {
  return db
    .select({ one: sql`1` })
    .from(providers)
    .where(where(filter));
}

/** Home page order: pinned first, then verified, then rating. */
export function featuredQuery(db: Db, limit: number, today = directoryDay()) {
  return db
    .select({ ...summaryColumns, licensedIn: licenceCountriesColumn("providers", today) })
    .from(providers)
    .orderBy(down(providers.pinned, "index"), down(providers.verified, "index"), down(providers.rating, "index"), asc(providers.id))
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider a URL names by its slug, or by its id when the value is a UUID (slugs may look like one too). */
export const slugOrIdMatches = (slugOrId: string) => (UUID.test(slugOrId) ? or(eq(providers.id, slugOrId), eq(providers.slug, slugOrId)) : eq(providers.slug, slugOrId));

export function bySlugOrIdQuery(db: Db, slugOrId: string) {
  return db.select().from(providers).where(slugOrIdMatches(slugOrId)).limit(1);
}

/** The rows of a list as summaries: licence countries by name, the ledger's columns as `measured`. */
const toSummaries = <R extends MeasureColumns & { licensedIn: string[] }>(rows: R[]) =>
  rows.map(({ measuredStudies, measuredTatMinutes, measuredWithin, measuredFrom, ...r }) => ({
    ...r,
    measured: measuredOf({ measuredStudies, measuredTatMinutes, measuredWithin, measuredFrom }),
    licensedIn: sortCountriesByName(r.licensedIn),
  }));

/** One page of providers read in the given way (see PagePlan). */
export async function findProviders(
  db: Db,
  filter: ProviderFilter,
  sort: ProviderSort,
  limit: number,
  offset = 0,
  plan: PagePlan = "index",
  today = directoryDay(),
): Promise<ProviderSummary[]> {
  return toSummaries(await pageQuery(db, filter, sort, limit, offset, plan, today));
}

/** A page of the directory and its total (exact up to EXACT_TOTAL_LIMIT, an estimate above), see db/search-page.ts. */
export async function searchProviders(db: Db, filter: ProviderFilter, sort: ProviderSort, limit: number, offset: number, today = directoryDay()) {
  const { rows, total } = await searchPage(db, {
    matches: matchesQuery(db, filter),
    inOrder: () => pageQuery(db, filter, sort, limit, offset, "index", today),
    fromMatches: () => matchesOnceQuery(db, filter, sort, limit, offset, today),
    sortedMatches: () => pageQuery(db, filter, sort, limit, offset, "matches", today),
  });
  return { rows: toSummaries(rows), total };
}

/** How many providers the planner expects a filter to match (cached; see db/counting.ts). */
export const plannedProviders = (db: Db, filter: ProviderFilter) => plannedRows(db, matchesQuery(db, filter));

export async function findFeatured(db: Db, limit: number, today = directoryDay()): Promise<ProviderSummary[]> {
  return toSummaries(await featuredQuery(db, limit, today));
}

/** The public profile: the provider and its current verified credentials as facts. */
export async function findProviderBySlugOrId(db: Db, slugOrId: string, today = directoryDay()): Promise<Provider | null> {
  const [row] = await bySlugOrIdQuery(db, slugOrId);
  if (!row) return null;
  return { ...toProvider(row), credentials: credentialFactsOf(await currentFactsOf(db, row.id, today)) };
}

/** The count of changes to providers so far (see directory-cache.ts). */
export async function readDirectoryVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: directoryVersion.version }).from(directoryVersion);
  return row?.version ?? 0;
}

/** A provider's interoperability capabilities (issue 35), for the fit shown beside a request. */
export async function capabilitiesOf(db: Db, providerId: string): Promise<string[]> {
  const [row] = await db.select({ capabilities: providers.interopCapabilities }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.capabilities ?? [];
}
