import { z } from "zod";
import { StandstillDaysInput } from "./evaluations";
import { toCountryCode } from "../reference/countries";
import { BUDGET_CURRENCIES } from "../reference/currencies";
import { ALL_MODALITIES } from "../reference/modalities";
import { IMAGE_TRANSFERS, ORDER_FEEDS, REPORT_DELIVERIES } from "../reference/interoperability";
import { TURNAROUND_VALUES } from "../reference/turnaround";
import { isStorableTime, isoTime, listParam, pagingQuery } from "./common";
import { EVALUATION_MESSAGES, modalitiesNotListed, VolumesByModalityInput, WeightsInput } from "./request-evaluation";
import { DEADLINE_MAX_YEARS, REQUEST_MESSAGES, REQUEST_SORTS, REQUEST_STATUSES } from "./request-constants";

/**
 * Requests (stored as tenders): spec §2 "Request board", "Request detail", "Create-request wizard",
 * §5, §7 "Requests (tenders)", PRODUCT.md #3 #4 #6 #7 #8 #9.
 */

export * from "./request-constants";

// ---- shared field schemas ------------------------------------------------------------

/** A country given as ISO code or English name (e.g. "AE", "UAE", "United Kingdom"); output is the ISO code. */
export const CountryInput = z
  .string({ error: REQUEST_MESSAGES.requiredFields })
  .trim()
  .min(1, REQUEST_MESSAGES.requiredFields)
  .transform((value, ctx) => {
    const code = toCountryCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: REQUEST_MESSAGES.unknownCountry(value) });
      return z.NEVER;
    }
    return code;
  });

const requiredText = (max: number) =>
  z
    .string({ error: REQUEST_MESSAGES.requiredFields })
    .trim()
    .min(1, REQUEST_MESSAGES.requiredFields)
    .max(max, `Must be at most ${max} characters`);

const ModalityList = z
  .array(
    z.string().refine((m) => (ALL_MODALITIES as string[]).includes(m), {
      error: (issue) => REQUEST_MESSAGES.unknownModality(String(issue.input)),
    }),
    { error: REQUEST_MESSAGES.modalityRequired },
  )
  .min(1, REQUEST_MESSAGES.modalityRequired)
  .max(30)
  .transform((list) => [...new Set(list)]);

const Volume = z
  .number({ error: REQUEST_MESSAGES.volumeWhole })
  .int(REQUEST_MESSAGES.volumeWhole)
  .min(0, REQUEST_MESSAGES.volumeMin)
  .max(100_000_000, "Volume per month is too large");

const Turnaround = z.enum(TURNAROUND_VALUES, { error: REQUEST_MESSAGES.turnaroundRequired });

const Budget = z.number({ error: REQUEST_MESSAGES.budgetMin }).min(0, REQUEST_MESSAGES.budgetMin).max(1e11).nullable();

/** An ISO date or date-time; empty string means "not given". */
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** What is wrong with a deadline (an ISO date or date-time), if anything. */
export function deadlineProblem(text: string, now = Date.now()): string | undefined {
  const time = isoTime(text);
  if (Number.isNaN(time)) return REQUEST_MESSAGES.deadlineInvalid;
  if (time <= now) return REQUEST_MESSAGES.deadlineFuture;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + DEADLINE_MAX_YEARS);
  if (time > latest.getTime()) return REQUEST_MESSAGES.deadlineTooFar;
  return undefined;
}

const FutureDeadline = z.string({ error: REQUEST_MESSAGES.deadlineInvalid }).superRefine((text, ctx) => {
  const problem = deadlineProblem(text);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const ContactEmail = z.preprocess(
  emptyToNull,
  z.string().trim().max(320).email(REQUEST_MESSAGES.emailInvalid).nullable(),
);
const WebsiteUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2000)
    .url(REQUEST_MESSAGES.websiteInvalid)
    .refine((u) => /^https?:\/\//i.test(u), REQUEST_MESSAGES.websiteInvalid)
    .nullable(),
);
const Requirements = z.array(z.string().trim().min(1).max(500)).max(50);

/** One interoperability need (issue 35): a code of its term, or null / "" for not stated. */
const need = <T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  z.preprocess(emptyToNull, z.enum(codes, { error: message }).nullable());
const InteropNotes = z.preprocess(
  emptyToNull,
  z.string({ error: REQUEST_MESSAGES.interopNotesTooLong }).trim().max(1000, REQUEST_MESSAGES.interopNotesTooLong).nullable(),
);
const PublishOpenData = z.boolean({ error: REQUEST_MESSAGES.publishOpenDataInvalid });

/** How images, orders and reports travel, as the hospital needs them (issue 35); changing them once there are bids is an amendment. */
const interoperabilityFields = {
  imageTransfer: need(IMAGE_TRANSFERS, REQUEST_MESSAGES.interopUnknown("image transfer", IMAGE_TRANSFERS)),
  orderFeed: need(ORDER_FEEDS, REQUEST_MESSAGES.interopUnknown("order feed", ORDER_FEEDS)),
  reportDelivery: need(REPORT_DELIVERIES, REQUEST_MESSAGES.interopUnknown("report delivery", REPORT_DELIVERIES)),
  interopNotes: InteropNotes,
};

// ---- inputs ----------------------------------------------------------------------------

/**
 * POST /api/requests body (strict: unknown fields are refused).
 * Defaults (spec §7): volumesPerMonth 0, requirements [], budgets null, budgetCurrency USD,
 * deadline now + 365 days, status OPEN, postedDate now, hospitalId = creator when a hospital.
 * volumesByModality (optional, only the request's modalities): when given, volumesPerMonth is their sum.
 * weights default to 40 / 30 / 30.
 */
export const CreateRequestInput = z
  .object({
    title: requiredText(200),
    facility: requiredText(200),
    country: CountryInput,
    description: requiredText(10_000),
    modalities: ModalityList,
    volumesPerMonth: Volume.default(0),
    volumesByModality: VolumesByModalityInput.default({}),
    weights: WeightsInput.optional(),
    tatRequirement: Turnaround,
    budgetMin: Budget.optional(),
    budgetMax: Budget.optional(),
    budgetCurrency: z.enum(BUDGET_CURRENCIES, { error: "Unknown budget currency" }).default("USD"),
    deadline: z.preprocess(emptyToNull, FutureDeadline.nullable()).optional(),
    contactEmail: ContactEmail.optional(),
    websiteUrl: WebsiteUrl.optional(),
    requirements: Requirements.default([]),
    /** Only providers with a verified licence in the request's country, valid until its deadline, may apply (issue 16). */
    licenceRequired: z.boolean({ error: "Licence required must be true or false" }).default(false),
    /** Days of standstill between the award decision and the contract (issue 33); null: none. */
    standstillDays: StandstillDaysInput.default(null),
    imageTransfer: interoperabilityFields.imageTransfer.default(null),
    orderFeed: interoperabilityFields.orderFeed.default(null),
    reportDelivery: interoperabilityFields.reportDelivery.default(null),
    interopNotes: interoperabilityFields.interopNotes.default(null),
    /** Publish the request, its award and contract as OCDS open data (issue 35, PRODUCT.md #40); off unless chosen. */
    publishOpenData: PublishOpenData.default(false),
  })
  .strict()
  .refine((v) => v.budgetMin == null || v.budgetMax == null || v.budgetMin <= v.budgetMax, {
    message: REQUEST_MESSAGES.budgetOrder,
    path: ["budgetMax"],
  })
  .superRefine((v, ctx) => {
    for (const modality of modalitiesNotListed(v.volumesByModality, v.modalities))
      ctx.addIssue({ code: "custom", path: ["volumesByModality", modality], message: EVALUATION_MESSAGES.modalityNotListed(modality) });
  });
export type CreateRequestInput = z.input<typeof CreateRequestInput>;
export type CreateRequestData = z.output<typeof CreateRequestInput>;

/** Title, facility, country, description: an empty or blank value is ignored (spec §5 "applied only when non-empty"). */
const optionalNonEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/**
 * PATCH /api/requests/{id} body: only supplied fields are applied (strict).
 * Title, facility, country and description apply only when non-empty; contact e-mail, website,
 * volumes and modalities apply when defined (null clears the e-mail or website). Volumes by modality
 * replace the stored ones and set the total to their sum; weights are refused (409) once an
 * application is AWARDED.
 * Status is changed only through /close and /reopen.
 */
export const UpdateRequestInput = z
  .object({
    title: optionalNonEmpty(requiredText(200)),
    facility: optionalNonEmpty(requiredText(200)),
    country: optionalNonEmpty(CountryInput),
    description: optionalNonEmpty(requiredText(10_000)),
    modalities: ModalityList.optional(),
    volumesPerMonth: Volume.optional(),
    volumesByModality: VolumesByModalityInput.optional(),
    weights: WeightsInput.optional(),
    tatRequirement: Turnaround.nullable().optional(),
    budgetMin: Budget.optional(),
    budgetMax: Budget.optional(),
    budgetCurrency: z.enum(BUDGET_CURRENCIES, { error: "Unknown budget currency" }).optional(),
    deadline: FutureDeadline.optional(),
    contactEmail: ContactEmail.optional(),
    websiteUrl: WebsiteUrl.optional(),
    requirements: Requirements.optional(),
    licenceRequired: z.boolean({ error: "Licence required must be true or false" }).optional(),
    standstillDays: StandstillDaysInput.optional(),
    imageTransfer: interoperabilityFields.imageTransfer.optional(),
    orderFeed: interoperabilityFields.orderFeed.optional(),
    reportDelivery: interoperabilityFields.reportDelivery.optional(),
    interopNotes: interoperabilityFields.interopNotes.optional(),
    publishOpenData: PublishOpenData.optional(),
  })
  .strict();
export type UpdateRequestInput = z.input<typeof UpdateRequestInput>;
export type UpdateRequestData = z.output<typeof UpdateRequestInput>;

/**
 * POST /api/requests/{id}/reopen body (optional). A request whose deadline has passed is reopened only
 * with a new future deadline; without one the server answers 409 (REQUEST_MESSAGES.reopenNeedsDeadline)
 * rather than extending the deadline silently.
 */
export const ReopenRequestInput = z.object({ deadline: FutureDeadline.optional() }).strict();
export type ReopenRequestInput = z.input<typeof ReopenRequestInput>;

const isoDate = (name: string) =>
  z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(isoTime(s)), `The ${name} date must be an ISO date`)
    .refine((s) => Number.isNaN(isoTime(s)) || isStorableTime(isoTime(s)), `The ${name} date must be between the years 0001 and 9999`)
    .optional();

/**
 * GET /api/requests query.
 * - q: case-insensitive partial match on title, facility, country (code or name) or description.
 * - country: repeatable or comma list of codes or names ("UAE", "United Kingdom"); unknown -> 400.
 * - mod: repeatable or comma list of modalities; requests asking for any of them; unknown -> 400.
 * - status: OPEN (default: status OPEN and deadline in the future) or CLOSED (status CLOSED or deadline passed).
 * - before / after: deadline < before, deadline > after.
 * - sort: deadlineAsc (default), deadlineDesc, newest, budget (budget_max desc, none last), responses.
 * Anonymous callers get the teaser page instead (see RequestTeaser): every filter, sort and page is ignored.
 */
export const RequestSearchQuery = z.object({
  q: z.string().trim().max(200, "The search text must be at most 200 characters").optional(),
  country: listParam.transform((list, ctx) => {
    if (!list || list.length === 0) return undefined;
    const codes: string[] = [];
    for (const value of list) {
      const code = toCountryCode(value);
      if (!code) {
        ctx.addIssue({ code: "custom", message: REQUEST_MESSAGES.unknownCountry(value) });
        return z.NEVER;
      }
      codes.push(code);
    }
    return [...new Set(codes)];
  }),
  /** Modalities read (repeatable or comma list): requests asking for any of them. */
  mod: listParam.transform((list, ctx) => {
    if (!list || list.length === 0) return undefined;
    const mods: string[] = [];
    for (const value of list) {
      const modality = ALL_MODALITIES.find((m) => m.toLowerCase() === value.toLowerCase());
      if (!modality) {
        ctx.addIssue({ code: "custom", message: REQUEST_MESSAGES.unknownModality(value) });
        return z.NEVER;
      }
      mods.push(modality);
    }
    return [...new Set(mods)];
  }),
  status: z.enum(REQUEST_STATUSES, { error: "Status must be OPEN or CLOSED" }).default("OPEN"),
  before: isoDate("before"),
  after: isoDate("after"),
  sort: z
    .enum(REQUEST_SORTS, { error: "Sort must be one of deadlineAsc, deadlineDesc, newest, budget, responses" })
    .default("deadlineAsc"),
  ...pagingQuery(12),
});
export type RequestSearchQuery = z.input<typeof RequestSearchQuery>;
export type RequestSearchParams = z.output<typeof RequestSearchQuery>;
