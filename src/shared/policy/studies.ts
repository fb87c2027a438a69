import { type ContractFacts, type ContractSide, contractSide, tierLabel } from "./contracts";
import { can, ORGANISATION_MESSAGES } from "./organisations";
import type { Actor, Refusal } from "./roles";
import { signedInRefusal } from "./roles";

/**
 * The performance ledger (issue 31, PRODUCT.md #37): the studies of an active contract, reported by either side,
 * and the monthly figures made from them. No patient identifier is ever stored: the study reference (the
 * hospital's accession number) is kept only as a keyed hash, and a file with any other column is refused.
 */

/** The columns a study file may have, in the order the template lists them; any other column refuses the file. */
export const STUDY_COLUMNS = [
  "reference",
  "modality",
  "priority",
  "images_available_at",
  "preliminary_report_at",
  "final_report_at",
  "peer_review",
] as const;
export type StudyColumn = (typeof STUDY_COLUMNS)[number];
/** Each column's name in the JSON of the API. */
export const STUDY_FIELDS = {
  reference: "reference",
  modality: "modality",
  priority: "priority",
  images_available_at: "imagesAvailableAt",
  preliminary_report_at: "preliminaryReportAt",
  final_report_at: "finalReportAt",
  peer_review: "peerReview",
} as const satisfies Record<StudyColumn, string>;
export const REQUIRED_STUDY_COLUMNS: readonly StudyColumn[] = ["reference", "modality", "priority", "images_available_at", "final_report_at"];

/** What each column holds, for the upload form and the API description. */
export const STUDY_COLUMN_HINTS: Record<StudyColumn, string> = {
  reference: "The hospital's accession number (kept only as a keyed hash), up to 64 characters",
  modality: "One of the contract's service lines (CT, MRI, X-ray...)",
  priority: "The priority tier: its name (Urgent) or its range (1-4h)",
  images_available_at: "When the images were available to read: ISO 8601 with its offset (2026-11-02T14:05:00Z)",
  preliminary_report_at: "Optional: when a preliminary report was sent",
  final_report_at: "When the final report was sent",
  peer_review: "Optional: the RADPEER score of a peer review (1, 2a, 2b, 3a or 3b)",
};

export const PEER_REVIEW_SCORES = ["1", "2a", "2b", "3a", "3b"] as const;
export type PeerReviewScore = (typeof PEER_REVIEW_SCORES)[number];
/** RADPEER's significant discrepancies: the rate a contract's quality threshold limits. */
export const SIGNIFICANT_SCORES: readonly PeerReviewScore[] = ["2b", "3b"];

export const STUDY_STATUSES = ["recorded", "disputed"] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

export const MAX_FILE_ROWS = 200_000;
export const MAX_BATCH_ROWS = 5_000;
/** The errors an upload's answer lists; the report holds them all. */
export const ERRORS_SHOWN = 100;
export const REFERENCE_MAX = 64;
/** A file of 200,000 full rows is about 30 MB. */
export const STUDY_FILE_MAX_BYTES = 40 * 1024 * 1024;
/** A batch of 5,000 rows as JSON. */
export const STUDY_BATCH_MAX_BYTES = 2 * 1024 * 1024;

/** Turnaround buckets of a distribution chart, as fractions of the tier's commitment (the last one is open). */
export const DISTRIBUTION_BOUNDS = [0.25, 0.5, 0.75, 1, 1.5, 2] as const;
export const DISTRIBUTION_LABELS = ["≤ 25%", "25-50%", "50-75%", "75-100%", "100-150%", "150-200%", "> 200%"] as const;

export const STUDY_MESSAGES = {
  notActive: "Studies are recorded only while the contract is active",
  notParty: "Only a member of the contract's two organisations can record studies",
  fileEmpty: "The file has no studies",
  fileTooLarge: "A file holds at most 200,000 studies and 40 MB",
  batchTooLarge: "A batch holds at most 5,000 studies",
  batchEmpty: "Send at least one study",
  notCsv: "Upload a CSV file (text/csv)",
  malformed: (detail: string) => `The file is not valid CSV: ${detail}`,
  unknownColumn: (name: string) => `Unknown column "${name}": a study file holds only ${STUDY_COLUMNS.join(", ")}`,
  missingColumn: (name: string) => `The column "${name}" is missing`,
  columnTwice: (name: string) => `The column "${name}" appears twice`,
  referenceRequired: "The reference is required",
  referenceTooLong: "The reference must be at most 64 characters",
  modalityRequired: "The modality is required",
  priorityRequired: "The priority is required",
  priorityInvalid: (value: string) => `"${value}" is not a priority tier (Emergency, Urgent, Priority, Routine, Non-urgent, Elective)`,
  notALine: (modality: string, tier: string) => `${modality} at ${tierLabel(tier)} is not a service line of this contract`,
  timeRequired: (column: string) => `${column} is required`,
  timeInvalid: (column: string) => `${column} must be a date and time with its offset, such as 2026-11-02T14:05:00Z`,
  finalBeforeImages: "The final report cannot be before the images were available",
  preliminaryOutside: "The preliminary report must fall between the images and the final report",
  future: "A study cannot be dated in the future",
  beforeStart: (day: string) => `The images predate the contract's start (${day})`,
  peerReviewInvalid: "peer_review must be one of 1, 2a, 2b, 3a, 3b",
  duplicate: (line: number) => `This study appears twice (first on line ${line})`,
  otherSides: (side: string) => `This study was recorded by the ${side}: dispute it instead of sending it again`,
  wrongFormat: (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "study has an error" : "studies have errors"}: nothing was stored`,
  studyNotFound: "Study not found",
  disputeOwn: "A study is disputed by the other side, not by the side that recorded it",
  alreadyDisputed: "This study is already disputed",
  notDisputed: "This study is not disputed",
  resolveOwn: "Only the side that recorded the study resolves its dispute",
  reasonRequired: "Give a reason for the dispute",
  reasonTooLong: "The reason must be at most 1000 characters",
  resolutionInvalid: "Resolve a dispute by correcting or confirming the study",
  monthInvalid: "Enter a month as YYYY-MM",
  keyNameRequired: "Name the key (what will use it)",
  keyNameTooLong: "A key's name must be at most 80 characters",
  keyNotFound: "API key not found",
  keyRevoked: "This API key has been revoked",
  keyInvalid: "Invalid API key",
  keyForeign: "This API key belongs to an organisation that is not a party to this contract",
  keyMissing: "Send the API key as Authorization: Bearer <key>",
  tooManyKeys: "An organisation has at most 20 active API keys",
} as const;

/** A study's reference as pages show it: the start of its keyed hash (the accession number itself is never kept). */
export const referenceLabel = (hash: string) => `#${hash.slice(0, 10)}`;

/** A tier's service credit for a month in minor units: `percent` % of its fees when fewer than `belowPercent` % were on time. */
export function serviceCredit(
  tier: { studies: number; within: number; feesMinor: number },
  terms: { creditBelowPercent: number | null; creditPercent: number | null },
): number {
  if (!tier.studies || terms.creditBelowPercent === null || terms.creditPercent === null) return 0;
  // Compared in hundredths of a percent, as whole numbers, so that 90.00 % of 1,000 studies is exactly 900.
  if (tier.within * 10_000 >= Math.round(terms.creditBelowPercent * 100) * tier.studies) return 0;
  return Math.round((tier.feesMinor * Math.round(terms.creditPercent * 100)) / 10_000);
}

/** A share as a percentage with one decimal (null for nothing to share). */
export const sharePercent = (part: number, whole: number): number | null => (whole ? Math.round((part * 1000) / whole) / 10 : null);

/** A turnaround in seconds as people read it: "42 min", "3 h 05 min", "2 d 4 h". */
export function formatTurnaround(seconds: number | null): string {
  if (seconds === null) return "–";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * The first day of the month of an instant (UTC), as YYYY-MM-01: the month a study counts in is its images' month.
 * `back`: that many months before it (a window of months ends with the current one).
 */
export const monthOf = (at: Date, back = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1)).toISOString().slice(0, 10);

/** The last day of a month given by a day of it (YYYY-MM-DD, or YYYY-MM). */
export function lastDayOf(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

type Parties = Pick<ContractFacts, "hospitalOrganisationId" | "providerId">;

/** Who may record studies for a side of a contract: that organisation's Owners and Buyers (hospital) or Owners and Bidders (provider); never an admin. */
export function studySubmitRefusal(actor: Actor, c: Parties): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  const side = contractSide(actor, c);
  if (!side) return { status: 403, message: STUDY_MESSAGES.notParty };
  if (!can(actor, "study.submit", side === "hospital" ? c.hospitalOrganisationId : c.providerId)) return { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
  return null;
}

/** Disputing is the other side's; resolving the submitter's; each only from the study's state that allows it. */
export function studyDisputeRefusal(actor: Actor, c: Parties, study: { submittedBySide: ContractSide; status: StudyStatus }, move: "dispute" | "resolve"): Refusal {
  const refusal = studySubmitRefusal(actor, c);
  if (refusal) return refusal;
  const own = contractSide(actor, c) === study.submittedBySide;
  if (move === "dispute") {
    if (own) return { status: 403, message: STUDY_MESSAGES.disputeOwn };
    return study.status === "disputed" ? { status: 409, message: STUDY_MESSAGES.alreadyDisputed } : null;
  }
  if (!own) return { status: 403, message: STUDY_MESSAGES.resolveOwn };
  return study.status === "disputed" ? null : { status: 409, message: STUDY_MESSAGES.notDisputed };
}

/** The buttons a study's row shows: each one the server checks again. */
export const studyActions = (actor: Actor, c: Parties, study: { submittedBySide: ContractSide; status: StudyStatus }) =>
  (["dispute", "resolve"] as const).filter((move) => !studyDisputeRefusal(actor, c, study, move));
