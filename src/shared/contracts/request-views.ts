import { z } from "zod";
import { pageSchema } from "./common";
import { REQUEST_STATUSES } from "./requests";
import { WeightsSchema } from "./request-evaluation";
import { INTEROP_TERM_NAMES, type InteropTerm } from "../reference/interoperability";

/** One changed field of an amendment, its values as text ("(none)" when empty). */
const AmendmentChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
const AmendmentSchema = z.object({ at: z.string(), changes: z.array(AmendmentChangeSchema) });

/** One interoperability need against a provider's capabilities (shared/policy/interoperability.ts interopFit). */
export const InteropFitLineSchema = z
  .object({
    term: z.enum(INTEROP_TERM_NAMES as [InteropTerm, ...InteropTerm[]]),
    label: z.string(),
    need: z.string(),
    needLabel: z.string(),
    met: z.boolean(),
  })
  .meta({ id: "InteropFitLine" });
export type Amendment = z.infer<typeof AmendmentSchema>;

/** What the request endpoints answer, per role: the full or masked view, the anonymous teaser and detail. */

/**
 * A request as the caller's role may see it. Masked fields are ABSENT (never null):
 * - basic, hospital, admin: every field.
 * - telerad: no facility, contactEmail, websiteUrl, hospitalId, organisationId.
 * `status` is the effective status: CLOSED when the stored status is CLOSED or the deadline has passed.
 * `storedStatus` is the stored column (OPEN with a past deadline means "expired").
 * `isOwner`: the caller is the hospital that owns it; `canManage`: the caller may edit, delete, close, reopen.
 * Dates are ISO strings; country is an ISO code.
 */
export const RequestViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  facility: z.string().optional(),
  country: z.string(),
  description: z.string(),
  modalities: z.array(z.string()),
  requirements: z.array(z.string()),
  volumesPerMonth: z.number(),
  /** Monthly studies per modality; empty when the hospital gave only the total. */
  volumesByModality: z.record(z.string(), z.number()),
  /** How applications are evaluated: percentages adding up to 100. */
  weights: WeightsSchema,
  tatRequirement: z.string().nullable(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  budgetCurrency: z.string(),
  deadline: z.string(),
  postedDate: z.string(),
  status: z.enum(REQUEST_STATUSES),
  storedStatus: z.enum(REQUEST_STATUSES),
  responseCount: z.number(),
  contactEmail: z.string().nullable().optional(),
  websiteUrl: z.string().nullable().optional(),
  hospitalId: z.string().nullable().optional(),
  organisationId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOwner: z.boolean(),
  canManage: z.boolean(),
  /** When the request was last amended (edited while OPEN with live applications), or null. */
  amendedAt: z.string().nullable(),
  /** The detail only, when amendedAt is set: every amendment, newest first (fields hidden from the caller left out). */
  amendments: z.array(AmendmentSchema).optional(),
  /** Only providers with a verified licence in its country, valid until its deadline, may apply (issue 16). */
  licenceRequired: z.boolean(),
  /** Days of standstill after the award decision (issue 33), or null for none. */
  standstillDays: z.number().nullable(),
  /** How images, orders and reports must travel (issue 35): codes, null when not stated. */
  imageTransfer: z.string().nullable(),
  orderFeed: z.string().nullable(),
  reportDelivery: z.string().nullable(),
  /** PACS/RIS vendor and other integration needs. */
  interopNotes: z.string().nullable(),
  /** The hospital's side only: the request, its award and contract are published as OCDS open data. */
  publishOpenData: z.boolean().optional(),
  /** The detail only, for a user with a provider: the provider's capabilities against each stated need. */
  interopFit: z.array(InteropFitLineSchema).optional(),
  /**
   * The detail only, for a user with a provider: whether that provider may apply, and if not why
   * ('A verified licence for Germany is required to apply').
   */
  eligibility: z.object({ eligible: z.boolean(), reason: z.string().nullable() }).optional(),
});
export type RequestView = z.infer<typeof RequestViewSchema>;

/**
 * Anonymous board item (PRODUCT.md #4): a real open request reduced to its id and country.
 * The anonymous page holds the 3 newest open requests (fewer if fewer exist) and ALWAYS reports
 * total 3, page 1, hasNext false, hasPrev false: the web fills the missing cards with its placeholders.
 */
export const RequestTeaserSchema = z.object({
  id: z.string(),
  country: z.string(),
  teaser: z.literal(true),
});
export type RequestTeaser = z.infer<typeof RequestTeaserSchema>;

export const RequestListItemSchema = z.union([RequestViewSchema, RequestTeaserSchema]);
export type RequestListItem = z.infer<typeof RequestListItemSchema>;
export const RequestPageSchema = pageSchema(RequestListItemSchema);

export const isTeaser = (item: RequestListItem): item is RequestTeaser => "teaser" in item && item.teaser === true;

/** Anonymous detail (spec §7 "anonymous or restricted mode"): no other field is sent. */
export const RequestAnonymousDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  country: z.string(),
  postedDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  anonymous: z.literal(true),
  has: z.object({
    facility: z.boolean(),
    description: z.boolean(),
    status: z.boolean(),
    modalities: z.boolean(),
    volumes: z.boolean(),
    requirements: z.boolean(),
  }),
});
export type RequestAnonymousDetail = z.infer<typeof RequestAnonymousDetailSchema>;

export const RequestDetailSchema = z.union([RequestViewSchema, RequestAnonymousDetailSchema]);
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

export const isAnonymousDetail = (d: RequestDetail): d is RequestAnonymousDetail =>
  "anonymous" in d && d.anonymous === true;
