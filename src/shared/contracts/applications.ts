import { z } from "zod";
import { APPLICATION_CURRENCIES, TURNAROUND_VALUES } from "../reference";
import { APPLICATION_MESSAGES, APPLICATION_STATUSES, NOTE_MAX } from "../policy/applications";
import { AMENDMENT_STANDINGS } from "../policy/amendments";
import { isoTime, pageSchema, pagingQuery } from "./common";
import { WeightsSchema } from "./request-evaluation";
import { ApplicationReviewSchema } from "./reviews";

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: "Status must be one of SUBMITTED, SHORTLISTED, AWARDED, DECLINED, WITHDRAWN",
});

/** A price of at least 0.01 with at most two decimals; numbers or numeric strings. */
export const PriceSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: APPLICATION_MESSAGES.invalidPrice })
    .refine((n) => Number.isFinite(n) && n >= 0.01 && n <= 9_999_999_999.99, APPLICATION_MESSAGES.invalidPrice)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, APPLICATION_MESSAGES.invalidPrice),
);

const isPrice = (v: unknown) => PriceSchema.safeParse(v).success && v !== "";

/** One price per study per modality of the request: { "MRI": 31.5 }; each must be a valid price. */
const PricesByModality = z
  .record(z.string(), z.unknown(), { error: "Prices by modality must be an object of modality: price" })
  .superRefine((record, ctx) => {
    for (const [modality, price] of Object.entries(record))
      if (!isPrice(price)) ctx.addIssue({ code: "custom", path: [modality], message: APPLICATION_MESSAGES.invalidModalityPrice(modality) });
  })
  .transform((record) => Object.fromEntries(Object.entries(record).map(([m, p]) => [m, Number(p)])));

/** Today's date where the day started last (UTC-12): a date is "in the past" only once it is past everywhere. */
export const earliestAllowedStart = (now = Date.now()) => new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);

const EarliestStart = z
  .string({ error: APPLICATION_MESSAGES.earliestStartInvalid })
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(isoTime(s)), APPLICATION_MESSAGES.earliestStartInvalid)
  .refine((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) || s >= earliestAllowedStart(), APPLICATION_MESSAGES.earliestStartPast)
  .refine((s) => s <= "9999-12-31", APPLICATION_MESSAGES.earliestStartInvalid);

/**
 * POST /api/requests/{id}/applications (spec §5 Apply form, PRODUCT.md #22).
 * pricesByModality: only the request's modalities (a missing one costs pricePerCt);
 * turnaroundCommitment: defaults to the request's own requirement; earliestStart: yyyy-mm-dd, not in the past.
 */
const Currency = z.enum(APPLICATION_CURRENCIES, { error: APPLICATION_MESSAGES.invalidCurrency });

export const ApplyInput = z
  .object({
    pricePerCt: PriceSchema,
    currency: Currency.default("EUR"),
    note: z
      .string({ error: "Notes must be text" })
      .max(NOTE_MAX * 2, APPLICATION_MESSAGES.noteTooLong)
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null))
      .refine((v) => v === null || v.length <= NOTE_MAX, APPLICATION_MESSAGES.noteTooLong),
    pricesByModality: PricesByModality.default({}),
    turnaroundCommitment: z.enum(TURNAROUND_VALUES, { error: APPLICATION_MESSAGES.turnaroundCommitmentRequired }).optional(),
    earliestStart: z.preprocess((v) => (v === "" ? null : v), EarliestStart.nullish()),
  })
  .strict();
export type ApplyInput = z.input<typeof ApplyInput>;

/**
 * POST /api/applications/{id}/confirm (issue 15 §2): the provider confirms a bid made before the request's
 * last amendment, and may change its price while doing so. A field left out keeps its value;
 * pricesByModality, when given, replaces the stored prices (only the request's modalities).
 */
export const ConfirmApplicationInput = z
  .object({
    pricePerCt: PriceSchema.optional(),
    currency: Currency.optional(),
    pricesByModality: PricesByModality.optional(),
  })
  .strict();
export type ConfirmApplicationInput = z.input<typeof ConfirmApplicationInput>;

/** PATCH /api/applications/{id}: a status change; `closeRequest` with AWARDED = "Award and close request". */
export const StatusChangeInput = z
  .object({
    status: ApplicationStatusSchema,
    closeRequest: z.boolean({ error: "closeRequest must be true or false" }).optional(),
  })
  .strict();
export type StatusChangeInput = z.infer<typeof StatusChangeInput>;

export const ApplicationSchema = z.object({
  id: z.string(),
  tenderId: z.string(),
  providerId: z.string(),
  pricePerCt: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  pricesByModality: z.record(z.string(), z.number()),
  turnaroundCommitment: z.string().nullable(),
  earliestStart: z.string().nullable(),
  status: ApplicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the provider last confirmed the bid after an amendment of the request, or null. */
  confirmedAt: z.string().nullable(),
  /**
   * On reads (the owner's table, Compare, the provider's own application, /me/applications): null when the
   * request was never amended, else its last amendment and where this bid stands (AMENDMENT_STANDINGS).
   */
  amendment: z.object({ amendedAt: z.string(), standing: z.enum(AMENDMENT_STANDINGS) }).nullable().optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A row of the owner's applications table: the application with its provider. */
export const RequestApplicationSchema = ApplicationSchema.extend({
  provider: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** The award's review (issue 16), or null; `canReview`: the owning hospital may still review this AWARDED application. */
  review: ApplicationReviewSchema.nullable(),
  canReview: z.boolean(),
});
export type RequestApplication = z.infer<typeof RequestApplicationSchema>;
export const RequestApplicationPageSchema = pageSchema(RequestApplicationSchema).extend({
  /** Applications per status over the whole request, whatever the filter. */
  counts: z.record(z.string(), z.number()),
});
export type RequestApplicationPage = z.infer<typeof RequestApplicationPageSchema>;

export const RequestApplicationsQuery = z.object({
  status: ApplicationStatusSchema.optional(),
  ...pagingQuery(50),
});

/** A row of /me/applications: the application with its request (never the facility). */
export const MyApplicationSchema = ApplicationSchema.extend({
  tender: z.object({ id: z.string(), title: z.string(), country: z.string(), status: z.enum(["OPEN", "CLOSED"]) }),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationPageSchema = pageSchema(MyApplicationSchema);
export type MyApplicationPage = z.infer<typeof MyApplicationPageSchema>;
/** GET /api/me/applications: q matches the words of the request's title or description, or a country it names. */
export const MyApplicationsQuery = z.object({
  q: z.string().trim().max(200, "The search text must be at most 200 characters").optional(),
  status: ApplicationStatusSchema.optional(),
  ...pagingQuery(10),
});

/**
 * The provider's own evaluation (PRODUCT.md #24), once the request is closed and its bid was awarded or
 * declined: its own points and rank among the bids compared, never another bid.
 */
export const OwnEvaluationSchema = z.object({
  points: z.object({ price: z.number(), turnaround: z.number(), quality: z.number(), total: z.number() }),
  weights: WeightsSchema,
  rank: z.number(),
  of: z.number(),
});
export type OwnEvaluation = z.infer<typeof OwnEvaluationSchema>;

export const MyApplicationForRequestSchema = z.object({ application: ApplicationSchema.nullable(), evaluation: OwnEvaluationSchema.nullable() });
export type MyApplicationForRequest = z.infer<typeof MyApplicationForRequestSchema>;
