import { z } from "zod";
import { COUNTRIES, toCountryCode } from "../reference/countries";
import { INTEROP_CAPABILITIES } from "../reference/interoperability";
import { toLanguageCode } from "../reference/languages";
import { ALL_MODALITIES, PRICE_MODELS } from "../reference/modalities";

/** The provider profile's editable fields and the admin's create and update bodies (spec §3 Provider, §7). */

const FIELD_LABELS = {
  linkedinUrl: "LinkedIn URL",
  websiteUrl: "Website URL",
  logoUrl: "Logo URL",
} as const;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const httpUrl = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
        } catch {
          return false;
        }
      }, `${label} must be a valid URL starting with http:// or https://`)
      .nullable(),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).nullable());

const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")}`)
      .nullable(),
  );

const countryCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((v, ctx) => {
      const code = toCountryCode(v);
      if (!code) {
        ctx.addIssue({ code: "custom", message: `${label} must be one of the listed countries` });
        return z.NEVER;
      }
      return code;
    });

const tagList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be text` }).trim().min(1, `${label} cannot contain empty entries`).max(100, `${label} entries must be at most 100 characters`), {
      error: `${label} must be a list`,
    })
    .max(50, `${label} can have at most 50 entries`)
    .transform((list) => [...new Set(list)]);

const CaseStudyInput = z
  .object({
    id: z.string().trim().max(100).optional(),
    title: z.string({ error: "Case study title is required" }).trim().min(1, "Case study title is required").max(200, "Case study title must be at most 200 characters"),
    description: z
      .string({ error: "Case study description is required" })
      .trim()
      .min(1, "Case study description is required")
      .max(2000, "Case study description must be at most 2000 characters"),
    outcome: z.string({ error: "Case study outcome is required" }).trim().min(1, "Case study outcome is required").max(1000, "Case study outcome must be at most 1000 characters"),
    modality: z.string().trim().max(100).optional(),
    subspecialty: z.string().trim().max(100).optional(),
    challenge: z.string().trim().max(1000).optional(),
    solution: z.string().trim().max(1000).optional(),
  })
  .strict();
export type CaseStudyInput = z.infer<typeof CaseStudyInput>;

const CURRENT_YEAR = new Date().getUTCFullYear();

/** Every editable provider field, each with its own message (spec §3 Provider). */
export const providerFields = {
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  hqCountry: countryCode("HQ country"),
  regionsServed: z
    .array(z.string(), { error: "Regions served must be a list" })
    .max(COUNTRIES.length, "Too many regions")
    .transform((list, ctx) => {
      const codes = list.map((v) => toCountryCode(v));
      const bad = list.filter((_, i) => !codes[i]);
      if (bad.length) {
        ctx.addIssue({ code: "custom", message: `Regions served must be listed countries (not ${bad.join(", ")})` });
        return z.NEVER;
      }
      return [...new Set(codes as string[])];
    }),
  modalities: z
    .array(z.string(), { error: "Modalities must be a list" })
    .refine((list) => list.every((m) => ALL_MODALITIES.includes(m)), "Modalities must come from the modality list")
    .transform((list) => [...new Set(list)]),
  priceModels: z
    .array(z.string(), { error: "Pricing models must be a list" })
    .refine((list) => list.every((m) => (PRICE_MODELS as readonly string[]).includes(m)), `Pricing models must be among ${PRICE_MODELS.join(", ")}`)
    .transform((list) => [...new Set(list)]),
  languages: z.array(z.string(), { error: "Languages must be a list" }).transform((list, ctx) => {
    const codes = list.map((v) => toLanguageCode(v));
    const bad = list.filter((_, i) => !codes[i]);
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `Languages must come from the language list (not ${bad.join(", ")})` });
      return z.NEVER;
    }
    return [...new Set(codes as string[])];
  }),
  medianTATMinutes: wholeNumber("Median turnaround (minutes)", 100_000),
  rating: z.number({ error: "Rating must be a number" }).min(0, "Rating must be between 0 and 5").max(5, "Rating must be between 0 and 5"),
  reviewCount: z.number({ error: "Review count must be a number" }).int("Review count must be a whole number").min(0, "Review count cannot be negative").max(10_000_000, "Review count is too large"),
  verifiedReviews: z
    .number({ error: "Verified reviews must be a number" })
    .int("Verified reviews must be a whole number")
    .min(0, "Verified reviews cannot be negative")
    .max(10_000_000, "Verified reviews is too large"),
  logoUrl: httpUrl(FIELD_LABELS.logoUrl),
  linkedinUrl: httpUrl(FIELD_LABELS.linkedinUrl),
  websiteUrl: httpUrl(FIELD_LABELS.websiteUrl),
  slaCoverage: optionalText("SLA coverage", 100),
  acceptanceRate: z.preprocess(
    emptyToNull,
    z.number({ error: "Acceptance rate must be a number" }).min(0, "Acceptance rate must be between 0 and 100").max(100, "Acceptance rate must be between 0 and 100").nullable(),
  ),
  totalCases: wholeNumber("Total cases", 1_000_000_000),
  established: z.preprocess(
    emptyToNull,
    z
      .string({ error: "Established must be a year" })
      .trim()
      .regex(/^\d{4}$/, "Established must be a four-digit year")
      .refine((y) => Number(y) >= 1800 && Number(y) <= CURRENT_YEAR, `Established must be a year between 1800 and ${CURRENT_YEAR}`)
      .nullable(),
  ),
  description: z.string({ error: "Description must be text" }).trim().max(5000, "Description must be at most 5000 characters"),
  pinned: z.boolean({ error: "Pinned must be true or false" }),
  verified: z.boolean({ error: "Verified must be true or false" }),
  caseStudies: z.array(CaseStudyInput, { error: "Case studies must be a list" }).max(20, "At most 20 case studies"),
  subspecialties: tagList("Subspecialties"),
  certifications: tagList("Certifications"),
  timezones: tagList("Time zones"),
  specializations: tagList("Specializations"),
  interopCapabilities: z
    .array(z.string(), { error: "Interoperability must be a list" })
    .refine((list) => list.every((c) => (INTEROP_CAPABILITIES as readonly string[]).includes(c)), `Interoperability must be among ${INTEROP_CAPABILITIES.join(", ")}`)
    .transform((list) => [...new Set(list)]),
};

const verifiedNotAboveReviews = (v: { reviewCount?: number; verifiedReviews?: number }, ctx: z.RefinementCtx) => {
  if (v.reviewCount !== undefined && v.verifiedReviews !== undefined && v.verifiedReviews > v.reviewCount)
    ctx.addIssue({ code: "custom", path: ["verifiedReviews"], message: "Verified reviews cannot exceed the review count" });
};

/** POST /api/admin/providers: name and HQ country required, everything else optional. The slug is generated. */
const { name: requiredName, hqCountry: requiredHqCountry, ...optionalProviderFields } = providerFields;
export const ProviderCreateSchema = z
  .object(optionalProviderFields)
  .partial()
  .extend({ name: requiredName, hqCountry: requiredHqCountry })
  .strict()
  .superRefine(verifiedNotAboveReviews);
export type ProviderCreateInput = z.infer<typeof ProviderCreateSchema>;

/**
 * PATCH /api/admin/providers/{id}: only supplied fields change. When both name and slug are
 * supplied the slug is regenerated from the name (spec §4); a slug alone is set as typed.
 */
export const ProviderUpdateSchema = z
  .object({
    ...providerFields,
    slug: z
      .string({ error: "Slug must be text" })
      .trim()
      .min(1, "Slug cannot be empty")
      .max(200, "Slug must be at most 200 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may contain only lowercase letters, digits and single hyphens"),
  })
  .partial()
  .strict()
  .superRefine(verifiedNotAboveReviews);
export type ProviderUpdateInput = z.infer<typeof ProviderUpdateSchema>;
