import { z } from "zod";
import { ApplicationSchema } from "./applications";
import { QualityScore } from "./evaluations";
import { WeightsSchema } from "./request-evaluation";
import { REQUEST_STATUSES } from "./requests";
import { InteropFitLineSchema } from "./request-views";

/**
 * Compare Applications (owning hospital and admin only, PRODUCT.md #23 #24): every application that
 * is not WITHDRAWN, its prices converted to the request's currency, its estimated monthly cost,
 * turnaround fit, quality score and score breakdown, ranked best first.
 */

/** PUT /api/applications/{id}/quality-score: the hospital's 0-10 score for a bid; null restores the default (refused with a panel). */
export const QualityScoreInput = z
  .object({ qualityScore: QualityScore.nullable() })
  .strict();
export type QualityScoreInput = z.infer<typeof QualityScoreInput>;

const Money = z.object({ amount: z.number(), currency: z.string() });

export const CompareEntrySchema = z.object({
  application: ApplicationSchema,
  provider: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    verified: z.boolean(),
    rating: z.number(),
    reviewCount: z.number(),
    medianTatMinutes: z.number().nullable(),
  }),
  /** One per modality of the request: the bid's price (its own or the price per study) and, when rates allow, converted. */
  prices: z.array(z.object({ modality: z.string(), price: Money, converted: z.number().nullable() })),
  pricePerStudyConverted: z.number().nullable(),
  /** In the request's currency; null without any volume or without a rate. */
  estimatedMonthlyCost: z.number().nullable(),
  turnaround: z.object({ commitment: z.string().nullable(), meets: z.boolean(), missesByHours: z.number() }),
  /**
   * 0-10: the hospital's score, with a panel its consensus, else the provider's rating / 5 x 10 when it has reviews.
   * Null while there is none (no reviews and no score, or a panel without consensus): the bid is not ranked.
   */
  qualityScore: z.number().nullable(),
  /** True while the hospital has not entered its own score (the score shown, if any, comes from the rating). */
  qualityScoreIsDefault: z.boolean(),
  /** The consensus rationale, on a request evaluated by a panel. */
  qualityRationale: z.string().nullable(),
  /** Null when a price could not be converted (no rate for its currency) or the bid has no quality score. */
  score: z.object({ price: z.number(), turnaround: z.number(), quality: z.number(), total: z.number() }).nullable(),
  rank: z.number().nullable(),
  /** The request's stated interoperability needs, each met or not by the provider's listed capabilities (issue 35). */
  interoperability: z.array(InteropFitLineSchema),
});
export type CompareEntry = z.infer<typeof CompareEntrySchema>;

export const ComparisonSchema = z.object({
  request: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(REQUEST_STATUSES),
    /** The currency every bid is compared in: the request's budget currency. */
    currency: z.string(),
    modalities: z.array(z.string()),
    volumesPerMonth: z.number(),
    volumesByModality: z.record(z.string(), z.number()),
    tatRequirement: z.string().nullable(),
    weights: WeightsSchema,
    /** The hospital organisation that owns the request (null for one an admin posted). */
    organisationId: z.string().nullable(),
    /** Evaluated by a panel: quality scores are its consensus, set on the evaluation, not here. */
    panel: z.boolean(),
  }),
  /** The day of the reference rates used, or null when none are stored. */
  rates: z.object({ day: z.string(), source: z.string() }).nullable(),
  /** Best first; entries without a score last. */
  entries: z.array(CompareEntrySchema),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** How many bids are ranked: those with a score (a bid without a rate for its currency has none). */
export const rankedCount = (entries: readonly CompareEntry[]) => entries.filter((e) => e.rank !== null).length;
