import { z } from "zod";
import { CREDENTIAL_MESSAGES as M, CREDENTIAL_STATUS_VALUES, CREDENTIAL_TYPE_VALUES, DOCUMENT_TYPES, type DocumentType } from "../policy/credentials";
import { toCountryCode } from "../reference";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const day = (message: string) => z.string({ error: message }).refine(isDay, message);
const text = (max: number, required: string, long: string) => z.string({ error: required }).max(max * 2, long).trim().min(1, required).max(max, long);

/**
 * A credential's fields as the form sends them (multipart form fields, so all strings; the document is a
 * separate file part checked by the server from its bytes). Dates are YYYY-MM-DD.
 */
export const CredentialFields = z
  .object({
    type: z.enum(CREDENTIAL_TYPE_VALUES, { error: M.typeRequired }),
    country: z
      .string({ error: M.countryRequired })
      .max(100, M.countryRequired)
      .refine((c) => toCountryCode(c) !== undefined, M.countryRequired)
      .transform((c) => toCountryCode(c) as string),
    region: z
      .string()
      .max(200, M.regionLong)
      .trim()
      .max(100, M.regionLong)
      .optional()
      .transform((r) => (r ? r : null)),
    number: text(100, M.numberRequired, M.numberLong),
    issuingBody: text(200, M.issuingBodyRequired, M.issuingBodyLong),
    validFrom: day(M.validFromRequired),
    expiresOn: day(M.expiresOnRequired),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isDay(v.validFrom) && isDay(v.expiresOn) && v.expiresOn <= v.validFrom) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: M.expiresBeforeValid });
  });
export type CredentialFields = z.input<typeof CredentialFields>;

/** A credential as its provider's users and admins see it; never sent to anyone else. */
export const CredentialSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  type: z.enum(CREDENTIAL_TYPE_VALUES),
  country: z.string(),
  region: z.string().nullable(),
  number: z.string(),
  issuingBody: z.string(),
  validFrom: z.string(),
  expiresOn: z.string(),
  status: z.enum(CREDENTIAL_STATUS_VALUES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  document: z.object({ name: z.string(), type: z.enum(Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]]), size: z.number() }),
  /** Verified, started and not expired today: counts for eligibility and the public profile. */
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credential = z.infer<typeof CredentialSchema>;
