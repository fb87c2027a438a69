import { z } from "zod";
import {
  CREDENTIAL_MESSAGES as M,
  CREDENTIAL_STATUS_VALUES,
  CREDENTIAL_TYPE_VALUES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentType,
  sniffDocumentType,
} from "../policy/credentials";
import { toCountryCode } from "../reference";
import { pageSchema, pagingQuery } from "./common";

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
  .superRefine(
    (v, ctx) => {
      if (isDay(v.validFrom) && isDay(v.expiresOn) && v.expiresOn <= v.validFrom) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: M.expiresBeforeValid });
    },
    // Checked even when other fields failed, so the form shows every message at once; both dates must be days.
    { when: ({ value }) => typeof value === "object" && value !== null && typeof (value as { validFrom?: unknown }).validFrom === "string" && typeof (value as { expiresOn?: unknown }).expiresOn === "string" },
  );
export type CredentialFields = z.input<typeof CredentialFields>;

/** A file input left empty sends a part with no name and no bytes: that is no document. */
const noEmptyFile = (v: unknown) => (v instanceof File && v.size === 0 && v.name === "" ? undefined : v);
/** The first bytes of a file say what it is; its name and the part's declared type say nothing. */
const sniffed = async (f: File) => sniffDocumentType(new Uint8Array(await f.slice(0, 16).arrayBuffer())) !== null;
/** The `document` file part: a PDF, PNG or JPEG of at most 10 MB, recognised from its content (validate with parseAsync). */
const DocumentFile = z
  .file({ error: M.documentRequired })
  .min(1, M.documentRequired)
  .max(DOCUMENT_MAX_BYTES, M.documentTooLarge)
  .refine(sniffed, M.documentWrongType);

/** POST /api/credentials (multipart/form-data): the fields and the document. */
export const CredentialCreateForm = CredentialFields.safeExtend({ document: z.preprocess(noEmptyFile, DocumentFile) });
/** PATCH /api/credentials/{id} (multipart/form-data): every field, as the form sends the whole credential, and optionally a new document. */
export const CredentialUpdateForm = CredentialFields.safeExtend({ document: z.preprocess(noEmptyFile, DocumentFile.optional()) });

export const CredentialsQuery = z.object({ ...pagingQuery(20) });

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

export const CredentialPageSchema = pageSchema(CredentialSchema);
export type CredentialPage = z.infer<typeof CredentialPageSchema>;
