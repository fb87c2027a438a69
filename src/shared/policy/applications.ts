import { can, ORGANISATION_MESSAGES, type OrganisationAction } from "./organisations";
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
  /** The hospital organisation that owns it (null for a request an admin posted). */
  organisationId: string | null;
  status: "OPEN" | "CLOSED";
  deadline: Date | string;
}

/** PRODUCT.md #9 for a request's facts (`effectiveStatus`), whose deadline may still be a string. */
export function effectiveTenderStatus(t: Pick<TenderFacts, "status" | "deadline">, now: Date = new Date()): "OPEN" | "CLOSED" {
  return effectiveStatus(t.status, new Date(t.deadline), now);
}

/** Whether the actor may do the action for the request's organisation: its members whose role allows it, or any admin. */
export const requestCan = (actor: Actor, action: OrganisationAction, tender: Pick<TenderFacts, "organisationId">) =>
  can(actor, action, tender.organisationId);

/** The owning organisation's members (any role) and admins: they read the request's bids. */
export const isRequestOwner = (actor: Actor, tender: Pick<TenderFacts, "organisationId">) => requestCan(actor, "request.read", tender);

/** A user acting for the provider that applied (any role: they read the application). */
export function isApplicant(actor: Actor, application: { providerId: string }): boolean {
  return actor.userId !== null && actor.providerId !== null && actor.providerId === application.providerId;
}

/** A user acting for the provider that applied, whose role may do the action (apply, withdraw, confirm: "application.submit"). */
export const applicantCan = (actor: Actor, action: OrganisationAction, application: { providerId: string }) =>
  isApplicant(actor, application) && can(actor, action, application.providerId);

/** Applications are visible only to the owning organisation, admins, and the applying provider's members. */
export function canViewApplication(actor: Actor, application: { providerId: string }, tender: Pick<TenderFacts, "organisationId">): boolean {
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
  if (requestCan(actor, "application.decide", tender)) out.push(...OWNER_TRANSITIONS[application.status]);
  if (applicantCan(actor, "application.submit", application) && effectiveTenderStatus(tender, now) === "OPEN") out.push(...APPLICANT_TRANSITIONS[application.status]);
  return out;
}

/**
 * Decides a status change (null: allowed). Not a party (or asking for the other side's move): 403; a party's
 * member whose role may not make the move: 403 with why.
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
  const ownerMove = requestCan(actor, "application.decide", tender) && OWNER_TARGETS.includes(target);
  const applicantMove = applicantCan(actor, "application.submit", application) && APPLICANT_TARGETS.includes(target);
  if (!ownerMove && !applicantMove) {
    // A member of the party whose kind of move it is, but whose role may not make it, is told so.
    const roleShort = (isRequestOwner(actor, tender) && OWNER_TARGETS.includes(target)) || (isApplicant(actor, application) && APPLICANT_TARGETS.includes(target));
    return { status: 403, message: roleShort ? ORGANISATION_MESSAGES.roleNotAllowed : APPLICATION_MESSAGES.notAllowed };
  }
  const table = ownerMove ? OWNER_TRANSITIONS : APPLICANT_TRANSITIONS;
  if (!table[application.status].includes(target)) return illegalTransitionRefusal(application.status, target);
  if (!ownerMove && effectiveTenderStatus(tender, now) !== "OPEN") return { status: 409, message: APPLICATION_MESSAGES.withdrawClosed };
  return null;
}

/** Who may see the provider's applications: a signed-in user acting for a provider (spec §5 "My applications"). */
export function providerReadRefusal(actor: Actor): Refusal {
  return signedInRefusal(actor) ?? (actor.providerId ? null : { status: 403, message: MESSAGES.noProvider });
}

/** Who may apply: a signed-in user acting for a provider (spec §5 Apply form) whose role there may bid. */
export function applyRefusal(actor: Actor): Refusal {
  return (
    providerReadRefusal(actor) ??
    (can(actor, "application.submit", actor.providerId) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed })
  );
}

/** A move from a status that does not allow it (409); also what a status change that lost a race to another gets. */
export const illegalTransitionRefusal = (from: ApplicationStatus, to: ApplicationStatus): Refusal => ({
  status: 409,
  message: APPLICATION_MESSAGES.illegalTransition(from, to),
});

/** Applying and confirming need the request OPEN, its deadline not passed (PRODUCT.md #9): 409. */
export const openRequestRefusal = (tender: Pick<TenderFacts, "status" | "deadline">, now: Date = new Date()): Refusal =>
  effectiveTenderStatus(tender, now) === "OPEN" ? null : { status: 409, message: APPLICATION_MESSAGES.requestNotOpen };

/** One application per provider per request (spec §4): a second one is refused (409). */
export const alreadyAppliedRefusal = (): Refusal => ({ status: 409, message: APPLICATION_MESSAGES.alreadyApplied });

/** "Award and close request": closing the request goes only with an award (409). */
export const closeWithStatusRefusal = (change: { status: ApplicationStatus; closeRequest?: boolean }): Refusal =>
  change.closeRequest && change.status !== "AWARDED" ? { status: 409, message: APPLICATION_MESSAGES.closeNeedsAward } : null;

/** The request's applications table: the owning organisation's members (any role) and admins (403). */
export const viewApplicationsRefusal = (actor: Actor, tender: Pick<TenderFacts, "organisationId">): Refusal =>
  isRequestOwner(actor, tender) ? null : { status: 403, message: APPLICATION_MESSAGES.viewNotAllowed };

/** Compare Applications and quality scores: the owning organisation's evaluating members and admins (PRODUCT.md #24); other members are told their role may not (403). */
export function compareRefusal(actor: Actor, tender: Pick<TenderFacts, "organisationId">): Refusal {
  if (requestCan(actor, "application.evaluate", tender)) return null;
  return { status: 403, message: isRequestOwner(actor, tender) ? ORGANISATION_MESSAGES.roleNotAllowed : APPLICATION_MESSAGES.compareNotAllowed };
}

/** Badge variant per status (spec §4 badge styling). */
export function statusBadgeVariant(status: ApplicationStatus): "warning" | "success" | "destructive" | "secondary" {
  if (status === "AWARDED") return "success";
  if (status === "DECLINED") return "destructive";
  if (status === "WITHDRAWN") return "secondary";
  return "warning";
}
