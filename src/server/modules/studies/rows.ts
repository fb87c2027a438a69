import type { ContractTerms } from "@/shared/contracts/contracts";
import { isoTime } from "@/shared/contracts/common";
import type { StudyInput } from "@/shared/contracts/studies";
import { lastDayOf, monthOf, PEER_REVIEW_SCORES, type PeerReviewScore, REFERENCE_MAX, STUDY_COLUMNS, STUDY_FIELDS, STUDY_MESSAGES as M, type StudyColumn } from "@/shared/policy/studies";
import { TURNAROUND_OPTIONS, type Turnaround } from "@/shared/reference/turnaround";

/** One study as read from a file's row or a batch's object: text by column, as sent. */
export type RawStudy = Partial<Record<StudyColumn, string | null | undefined>>;

/** A study sent as JSON, under the file's column names. */
export const rawOf = (input: StudyInput): RawStudy => Object.fromEntries(STUDY_COLUMNS.map((c) => [c, input[STUDY_FIELDS[c]]]));

/** A study checked against its contract, ready to store. */
export interface CheckedStudy {
  referenceHash: string;
  modality: string;
  tier: Turnaround;
  imagesAt: Date;
  preliminaryAt: Date | null;
  finalAt: Date;
  month: string;
  turnaroundSeconds: number;
  commitmentMinutes: number;
  within: boolean;
  priceMinor: number;
  peerReview: PeerReviewScore | null;
}

export interface RowProblem {
  column: StudyColumn | null;
  message: string;
}

/** The agreed versions of a contract, oldest first: a study is measured against the one in force on its images' day. */
export interface TermsTimeline {
  startDate: string;
  versions: { effectiveFrom: string; terms: ContractTerms }[];
}

const TIER_NAMES = new Map<string, Turnaround>(
  TURNAROUND_OPTIONS.flatMap((o) => [
    [o.value.toLowerCase(), o.value],
    [o.label.toLowerCase(), o.value],
    [`${o.label} (${o.value})`.toLowerCase(), o.value],
  ]),
);
TIER_NAMES.set("<=30m", "≤30m");

export const tierOf = (text: string): Turnaround | undefined => TIER_NAMES.get(text.trim().toLowerCase());

/** The terms in force on a day: the last agreed version effective by then, or null before the first. */
export function termsOn(versions: TermsTimeline["versions"], day: string): ContractTerms | null {
  let found: ContractTerms | null = null;
  for (const v of versions) if (v.effectiveFrom <= day) found = v.terms;
  return found;
}

/** The terms a month is read against: those in force on its last day (for a month before the start, the first agreed). */
export const termsOfMonth = (versions: TermsTimeline["versions"], month: string): ContractTerms | null =>
  termsOn(versions, lastDayOf(month)) ?? versions[0]?.terms ?? null;

const WITH_OFFSET = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function timeOf(value: string | null | undefined, column: StudyColumn, problems: RowProblem[], required: boolean): Date | null {
  const text = value?.trim() ?? "";
  if (!text) {
    if (required) problems.push({ column, message: M.timeRequired(column) });
    return null;
  }
  const time = WITH_OFFSET.test(text) ? isoTime(text) : Number.NaN;
  if (Number.isNaN(time)) {
    problems.push({ column, message: M.timeInvalid(column) });
    return null;
  }
  return new Date(time);
}

/**
 * Checks one study against the contract's terms: every problem of the row at once, or the row as stored.
 * `hash` turns the reference into its keyed hash; `now` bounds the times (nothing in the future).
 */
export function checkStudy(raw: RawStudy, timeline: TermsTimeline, hash: (reference: string) => string, now: Date): { study: CheckedStudy } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const reference = raw.reference?.trim() ?? "";
  if (!reference) problems.push({ column: "reference", message: M.referenceRequired });
  else if (reference.length > REFERENCE_MAX) problems.push({ column: "reference", message: M.referenceTooLong });
  const modalityText = raw.modality?.trim() ?? "";
  if (!modalityText) problems.push({ column: "modality", message: M.modalityRequired });
  const priorityText = raw.priority?.trim() ?? "";
  const tier = priorityText ? tierOf(priorityText) : undefined;
  if (!priorityText) problems.push({ column: "priority", message: M.priorityRequired });
  else if (!tier) problems.push({ column: "priority", message: M.priorityInvalid(priorityText) });
  const imagesAt = timeOf(raw.images_available_at, "images_available_at", problems, true);
  const preliminaryAt = timeOf(raw.preliminary_report_at, "preliminary_report_at", problems, false);
  const finalAt = timeOf(raw.final_report_at, "final_report_at", problems, true);
  const peerText = raw.peer_review?.trim().toLowerCase() ?? "";
  const peerReview = peerText ? (PEER_REVIEW_SCORES.find((s) => s === peerText) ?? null) : null;
  if (peerText && !peerReview) problems.push({ column: "peer_review", message: M.peerReviewInvalid });

  if (imagesAt && finalAt) {
    if (finalAt < imagesAt) problems.push({ column: "final_report_at", message: M.finalBeforeImages });
    else if (preliminaryAt && (preliminaryAt < imagesAt || preliminaryAt > finalAt)) problems.push({ column: "preliminary_report_at", message: M.preliminaryOutside });
    if (finalAt > now) problems.push({ column: "final_report_at", message: M.future });
  }
  const day = imagesAt?.toISOString().slice(0, 10);
  if (day && day < timeline.startDate) problems.push({ column: "images_available_at", message: M.beforeStart(timeline.startDate) });
  const terms = day ? termsOn(timeline.versions, day) : null;
  const line = terms && tier ? terms.lines.find((l) => l.tier === tier && l.modality.toLowerCase() === modalityText.toLowerCase()) : undefined;
  if (terms && tier && modalityText && !line) problems.push({ column: "modality", message: M.notALine(modalityText, tier) });
  if (problems.length || !line || !imagesAt || !finalAt || !terms || !tier) return { problems };

  const commitmentMinutes = terms.tiers.find((t) => t.tier === tier)?.commitmentMinutes ?? 0;
  const turnaroundSeconds = Math.floor((finalAt.getTime() - imagesAt.getTime()) / 1000);
  return {
    study: {
      referenceHash: hash(reference),
      modality: line.modality,
      tier,
      imagesAt,
      preliminaryAt,
      finalAt,
      month: monthOf(imagesAt),
      turnaroundSeconds,
      commitmentMinutes,
      within: turnaroundSeconds <= commitmentMinutes * 60,
      priceMinor: line.priceMinor,
      peerReview,
    },
  };
}
