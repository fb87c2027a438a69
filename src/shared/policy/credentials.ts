import { countryName } from "../reference/countries";
import { can } from "./organisations";
import { type Actor, isAdmin, type Refusal } from "./roles";

/**
 * Credentials (issue 16, PRODUCT.md #29): a provider's users manage them, admins verify or reject them,
 * and only verified, started, unexpired ones count for eligibility, the profile and the directory.
 */

export const CREDENTIAL_TYPES = {
  medical_licence: "Medical licence",
  board_certification: "Board certification",
  malpractice_insurance: "Malpractice insurance",
  accreditation: "Accreditation",
} as const;
export type CredentialType = keyof typeof CREDENTIAL_TYPES;
export const CREDENTIAL_TYPE_VALUES = Object.keys(CREDENTIAL_TYPES) as [CredentialType, ...CredentialType[]];

export const CREDENTIAL_STATUSES = { pending: "Pending review", verified: "Verified", rejected: "Rejected" } as const;
export type CredentialStatus = keyof typeof CREDENTIAL_STATUSES;
export const CREDENTIAL_STATUS_VALUES = Object.keys(CREDENTIAL_STATUSES) as [CredentialStatus, ...CredentialStatus[]];

/** 10 MB: the largest document accepted. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The media types accepted, recognised from the file's first bytes, never from its name. */
export const DOCUMENT_TYPES = { "application/pdf": "PDF", "image/png": "PNG", "image/jpeg": "JPEG" } as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** Days before expiry on which a provider's users are reminded. */
export const REMINDER_DAYS = [30, 7, 1] as const;

export const CREDENTIAL_MESSAGES = {
  typeRequired: "Choose the type of credential",
  countryRequired: "Choose the country of the jurisdiction",
  regionLong: "State or region must be at most 100 characters",
  numberRequired: "Number is required",
  numberLong: "Number must be at most 100 characters",
  issuingBodyRequired: "Issuing body is required",
  issuingBodyLong: "Issuing body must be at most 200 characters",
  validFromRequired: "Valid from must be a date",
  expiresOnRequired: "Expires on must be a date",
  expiresBeforeValid: "Expires on must be after valid from",
  documentRequired: "Attach the document (PDF, PNG or JPEG)",
  documentTooLarge: "The document must be at most 10 MB",
  documentWrongType: "The document must be a PDF, PNG or JPEG file",
  reasonRequired: "Give the reason for rejecting this credential",
  reasonLong: "Reason must be at most 1000 characters",
  alreadyVerified: "This credential is already verified",
  alreadyRejected: "This credential is already rejected",
  notFound: "Credential not found",
  notYourProvider: "Only the users of this provider can manage its credentials",
  documentForbidden: "Only admins and the users of this provider can download its documents",
  licenceRequired: (country: string) => `A verified licence for ${country} is required to apply`,
} as const;

/** The media type a document's first bytes announce, or null when it is none of PDF, PNG and JPEG. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  return null;
}

/** "Germany" or "United States (California)": where a credential holds, as the mails name it. */
export const jurisdictionOf = (c: { country: string; region: string | null }) => (c.region ? `${countryName(c.country)} (${c.region})` : countryName(c.country));

/** A provider's Owners add, change and delete its credentials. */
const managesCredentials = (actor: Actor, providerId: string) => actor.providerId === providerId && can(actor, "provider.manage", providerId);

/** Who may download a credential's document: admins and that provider's members, nobody else. */
const readsCredentialDocument = (actor: Actor, providerId: string) => isAdmin(actor) || (actor.userId !== null && actor.providerId === providerId);

/** Changing or deleting a credential: its provider's Owners (403 for anyone else). */
export const manageCredentialRefusal = (actor: Actor, providerId: string): Refusal =>
  managesCredentials(actor, providerId) ? null : { status: 403, message: CREDENTIAL_MESSAGES.notYourProvider };

/** Downloading a credential's document: admins and that provider's members (403 for anyone else). */
export const credentialDocumentRefusal = (actor: Actor, providerId: string): Refusal =>
  readsCredentialDocument(actor, providerId) ? null : { status: 403, message: CREDENTIAL_MESSAGES.documentForbidden };

/**
 * Eligibility to apply to (or confirm a bid on) a request (issue 16 §2): one with `licenceRequired` admits only a
 * provider holding a current verified medical licence for its country, valid until its deadline day (403).
 */
export const licenceRefusal = (request: { licenceRequired: boolean; country: string }, holdsLicence: boolean): Refusal =>
  !request.licenceRequired || holdsLicence ? null : { status: 403, message: CREDENTIAL_MESSAGES.licenceRequired(countryName(request.country)) };

/** An admin's decision on a credential that already has that status (409). */
export const credentialDecisionRefusal = (status: CredentialStatus, to: "verified" | "rejected"): Refusal =>
  status !== to ? null : { status: 409, message: to === "verified" ? CREDENTIAL_MESSAGES.alreadyVerified : CREDENTIAL_MESSAGES.alreadyRejected };
