import { z } from "zod";
import { listParam, pageSchema, pagingQuery } from "./common";

export const CaseStudySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  outcome: z.string(),
  modality: z.string().optional(),
  subspecialty: z.string().optional(),
  challenge: z.string().optional(),
  solution: z.string().optional(),
});

/** A provider's current verified credentials as public facts (issue 16 §1): never a number or a document. */
export const CredentialFactsSchema = z.object({
  licences: z.array(z.object({ country: z.string(), regions: z.array(z.string()) })),
  others: z.array(
    z.object({
      type: z.enum(["board_certification", "malpractice_insurance", "accreditation"]),
      body: z.string().nullable(),
      expiresOn: z.string(),
    }),
  ),
});

/**
 * What the performance ledger measured (issue 31 §5): the provider's recorded studies on every contract over the 12
 * calendar months from `since` (YYYY-MM-DD), their median turnaround and the share within their commitment (one
 * decimal). Null while no study counts. The provider's own typed figures (medianTATMinutes, slaCoverage, totalCases…)
 * are what it states.
 */
export const MeasuredFiguresSchema = z
  .object({
    studies: z.number(),
    medianTatMinutes: z.number().nullable(),
    withinPercent: z.number().nullable(),
    since: z.string(),
  })
  .nullable();
export type MeasuredFigures = z.infer<typeof MeasuredFiguresSchema>;

/** A provider as every API returns it (camelCase names of spec §3). hqCountry and regionsServed are ISO codes. */
export const ProviderSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  hqCountry: z.string(),
  regionsServed: z.array(z.string()),
  modalities: z.array(z.string()),
  priceModels: z.array(z.string()),
  languages: z.array(z.string()),
  medianTATMinutes: z.number().nullable(),
  measured: MeasuredFiguresSchema,
  rating: z.number(),
  reviewCount: z.number(),
  verifiedReviews: z.number(),
  logoUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  slaCoverage: z.string().nullable(),
  acceptanceRate: z.number().nullable(),
  totalCases: z.number().nullable(),
  established: z.string().nullable(),
  description: z.string(),
  pinned: z.boolean(),
  verified: z.boolean(),
  caseStudies: z.array(CaseStudySchema),
  subspecialties: z.array(z.string()),
  certifications: z.array(z.string()),
  timezones: z.array(z.string()),
  specializations: z.array(z.string()),
  /** How it takes images and orders and returns reports (issue 35): codes of shared/reference/interoperability. */
  interopCapabilities: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The public profile only (GET /api/providers/{slugOrId}): its current verified credentials. */
  credentials: CredentialFactsSchema.optional(),
});
export type Provider = z.infer<typeof ProviderSchema>;

/** A provider as the directory's lists and the home page return it: what a card shows and filters on (the profile returns everything). */
export const ProviderSummarySchema = ProviderSchema.pick({
  id: true,
  slug: true,
  name: true,
  hqCountry: true,
  regionsServed: true,
  modalities: true,
  priceModels: true,
  languages: true,
  medianTATMinutes: true,
  measured: true,
  rating: true,
  reviewCount: true,
  logoUrl: true,
  description: true,
  pinned: true,
  verified: true,
}).extend({
  /** Countries (codes, sorted by English name) of its current verified medical licences (issue 16 §2). */
  licensedIn: z.array(z.string()),
});
export type ProviderSummary = z.infer<typeof ProviderSummarySchema>;
export const ProviderPageSchema = pageSchema(ProviderSummarySchema);

export const PROVIDER_SORTS = ["pinned", "name", "rating", "reviews"] as const;

const flagParam = (name: string) => z.enum(["true", "false", "1", "0"], { error: `${name} must be true, false, 1 or 0` }).optional();
const ratingParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 5`)
    .max(5, `${name} must be between 0 and 5`)
    .optional();
const countParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(2_147_483_647, `${name} is too large`)
    .optional();

/** GET /api/providers query (spec §7 public search). */
export const ProviderSearchQuery = z.object({
  query: z.string().trim().max(200).optional(),
  hqCountry: z.string().trim().max(60).optional(),
  countries: listParam,
  modalities: listParam,
  priceModels: listParam,
  languages: listParam,
  /** Interoperability capabilities (codes): providers with every one of them. */
  capabilities: listParam,
  verified: flagParam("verified"),
  excludeVerified: flagParam("excludeVerified"),
  pinned: flagParam("pinned"),
  rating: ratingParam("rating"),
  minRating: ratingParam("minRating"),
  minTAT: countParam("minTAT"),
  maxTAT: countParam("maxTAT"),
  minReviews: countParam("minReviews"),
  /** Only providers with a current verified medical licence in this country (code or English name). */
  licensed: z.string().trim().max(60).optional(),
  sort: z.enum(PROVIDER_SORTS, { error: "sort must be one of pinned, name, rating, reviews" }).default("pinned"),
  ...pagingQuery(12),
});
export type ProviderSearchQuery = z.infer<typeof ProviderSearchQuery>;

/** GET /api/providers/verified query: the verified helper (verified only, at most 12). */
export const VerifiedProvidersQuery = z.object({
  query: z.string().trim().max(200).optional(),
  hqCountry: z.string().trim().max(60).optional(),
  countries: listParam,
  modalities: listParam,
  languages: listParam,
  licensed: z.string().trim().max(60).optional(),
  sort: z.enum(PROVIDER_SORTS, { error: "sort must be one of pinned, name, rating, reviews" }).default("pinned"),
});
export type VerifiedProvidersQuery = z.infer<typeof VerifiedProvidersQuery>;

/** The verified helper's limit (spec §8). */
export const VERIFIED_HELPER_LIMIT = 12;
/** Home page "Top Rated Providers" (PRODUCT.md #5). */
export const FEATURED_LIMIT = 6;

export const ProviderListSchema = z.object({ data: z.array(ProviderSummarySchema) });

/** A provider named by its slug or its id (the profile and its reviews). */
export const SlugOrIdParams = z.object({ slugOrId: z.string().min(1).max(200) });
