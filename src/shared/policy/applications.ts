import { effectiveStatus } from "./requests";
import { type Actor, MESSAGES, type Refusal, signedInRefusal } from "./roles";

export const APPLICATION_STATUSES = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §4 "Application status": what the owning hospital or an admin may do from each status. */
export const OWNER_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  SUBMITTED: ["SHORTLISTED", "DECLINED"],
  SHORTLISTED: ["AWARDED", "DECLINED"],
  AWARDED: [],
  DECLINED: [],
  WITHDRAWN: [],
};

/** Spec §4: what the applying provider's users may do from each status. */
export const APPLICANT_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  SUBMITTED: ["WITHDRAWN"],
  SHORTLISTED: ["WITHDRAWN"],
  AWARDED: [],
  DECLINED: [],
  WITHDRAWN: [],
};

/** Every target each side may ever ask for, whatever the current status. */
const OWNER_TARGETS: readonly ApplicationStatus[] = ["SHORTLISTED", "AWARDED", "DECLINED"];
const APPLICANT_TARGETS: readonly ApplicationStatus[] = ["WITHDRAWN"];

/** Label of each owner action in the applications table's menu. */
export const ACTION_LABELS: Partial<Record<ApplicationStatus, string>> = {
  SHORTLISTED: "Shortlist",
  AWARDED: "Award",
  DECLINED: "Decline",
};

export const APPLICATION_MESSAGES = {
  invalidPrice: "Please enter a valid price per CT",
  invalidCurrency: "Currency must be one of EUR, USD, GBP, CHF, SEK",
  noteTooLong: "Notes must be at most 2000 characters",
  alreadyApplied: "Your provider has already applied to this request",
  requestNotOpen: "This request is no longer open for applications",
  withdrawClosed: "This request is closed, so the application can no longer be withdrawn",
  requestNotFound: "Request not found",
  applicationNotFound: "Application not found",
  notAllowed: "You are not allowed to change this application",
  viewNotAllowed: "Only the hospital that posted this request or an admin can view its applications",
  applyRoleRequired: "Only teleradiology provider users can apply to requests",
  illegalTransition: (from: ApplicationStatus, to: ApplicationStatus) => `An application cannot change from ${from} to ${to}`,
  closeNeedsAward: "Only an award can close the request",
  invalidModalityPrice: (modality: string) => `Please enter a valid price for ${modality}`,
  turnaroundCommitmentRequired: "Please select a turnaround commitment",
  earliestStartInvalid: "Earliest start must be a date",
  earliestStartPast: "Earliest start date cannot be in the past",
  scoreWithdrawn: "A withdrawn application cannot be scored",
  compareNotAllowed: "Only the hospital that posted this request or an admin can compare its applications",
} as const;

export const NOTE_MAX = 2000;

/** Minimal facts about a request needed for the rules. */
export interface TenderFacts {
  hospitalId: string | null;
  status: "OPEN" | "CLOSED";
  deadline: Date | string;
}

/** PRODUCT.md #9 for a request's facts (`effectiveStatus`), whose deadline may still be a string. */
export function effectiveTenderStatus(t: Pick<TenderFacts, "status" | "deadline">, now: Date = new Date()): "OPEN" | "CLOSED" {
  return effectiveStatus(t.status, new Date(t.deadline), now);
}

/** The owning hospital of the request, or any admin. */
export function isRequestOwner(actor: Actor, tender: Pick<TenderFacts, "hospitalId">): boolean {
  if (actor.role === "admin") return actor.userId !== null;
  return actor.role === "hospital" && actor.userId !== null && tender.hospitalId === actor.userId;
}

/** A user whose profile links to the provider that applied. */
export function isApplicant(actor: Actor, application: { providerId: string }): boolean {
  return actor.userId !== null && actor.providerId !== null && actor.providerId === application.providerId;
}

/** Applications are visible only to the owning hospital, admins, and the applying provider's users. */
export function canViewApplication(actor: Actor, application: { providerId: string }, tender: Pick<TenderFacts, "hospitalId">): boolean {
  return isRequestOwner(actor, tender) || isApplicant(actor, application);
}

/** The statuses this actor may move the application to now (what the UI offers). */
export function allowedTransitions(
  actor: Actor,
  application: { providerId: string; status: ApplicationStatus },
  tender: TenderFacts,
  now: Date = new Date(),
): ApplicationStatus[] {
  const out: ApplicationStatus[] = [];
  if (isRequestOwner(actor, tender)) out.push(...OWNER_TRANSITIONS[application.status]);
  if (isApplicant(actor, application) && effectiveTenderStatus(tender, now) === "OPEN") out.push(...APPLICANT_TRANSITIONS[application.status]);
  return out;
}

/**
 * Decides a status change (null: allowed). Not a party (or asking for the other side's move): 403.
 * A party asking for its own kind of move from the wrong status: 409.
 * Withdrawing needs the request OPEN (PRODUCT.md #9): 409.
 */
export function decideTransition(
  actor: Actor,
  application: { providerId: string; status: ApplicationStatus },
  tender: TenderFacts,
  target: ApplicationStatus,
  now: Date = new Date(),
): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  const owner = isRequestOwner(actor, tender);
  const applicant = isApplicant(actor, application);
  const ownerMove = owner && OWNER_TARGETS.includes(target);
  const applicantMove = applicant && APPLICANT_TARGETS.includes(target);
  if (!ownerMove && !applicantMove) return { status: 403, message: APPLICATION_MESSAGES.notAllowed };
  const table = ownerMove ? OWNER_TRANSITIONS : APPLICANT_TRANSITIONS;
  if (!table[application.status].includes(target))
    return { status: 409, message: APPLICATION_MESSAGES.illegalTransition(application.status, target) };
  if (!ownerMove && effectiveTenderStatus(tender, now) !== "OPEN") return { status: 409, message: APPLICATION_MESSAGES.withdrawClosed };
  return null;
}

/** Who may apply, and see the provider's applications: a signed-in user whose profile has a provider (spec §5 Apply form). */
export function applyRefusal(actor: Actor): Refusal {
  return signedInRefusal(actor) ?? (actor.providerId ? null : { status: 403, message: MESSAGES.noProvider });
}

/** Badge variant per status (spec §4 badge styling). */
export function statusBadgeVariant(status: ApplicationStatus): "warning" | "success" | "destructive" | "secondary" {
  if (status === "AWARDED") return "success";
  if (status === "DECLINED") return "destructive";
  if (status === "WITHDRAWN") return "secondary";
  return "warning";
}
