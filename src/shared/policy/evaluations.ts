import { APPLICATION_MESSAGES, type ApplicationStatus } from "./applications";
import { actionRefusal, can } from "./organisations";
import { type Actor, type Refusal, signedInRefusal } from "./roles";

/**
 * Evaluation fit for public hospitals (PRODUCT.md #38, issue 33): a request's panel, conflict declarations,
 * independent scores and consensus, four-eyes award approval and a standstill with challenges. Zod-free:
 * the pages and the server read the same rules.
 */

export const STANDSTILL_DEFAULT_DAYS = 10;
export const STANDSTILL_MAX_DAYS = 30;
export const JUSTIFICATION_MAX = 2000;
export const CHALLENGE_MAX = 4000;

export const EVALUATIONS_MESSAGES = {
  standstillDays: `Standstill must be a whole number of days from 0 to ${STANDSTILL_MAX_DAYS}`,
  panelMember: "Panel members must be Owners, Buyers or Evaluators of the request's organisation",
  panelTooLarge: "A panel has at most 12 members",
  panelLocked: "A member who has declared or scored stays on the panel",
  panelFrozen: "The award decision has been made: the panel can no longer change",
  notOnPanel: "Only members of this request's evaluation panel can do this",
  declareFirst: "Declare any conflict of interest with every bidder before you see the bids",
  conflictNoteRequired: "Describe the conflict of interest",
  noteTooLong: "A note must be at most 2000 characters",
  notABidder: "This provider has not applied to the request",
  alreadyDeclared: "You have already declared for this bidder: a declaration cannot be changed",
  conflicted: "You declared a conflict of interest with this bidder: you cannot see or score its bid",
  justificationRequired: "Give the reasons for your score",
  justificationTooLong: `Reasons must be at most ${JUSTIFICATION_MAX} characters`,
  rationaleRequired: "Give the rationale for the consensus score",
  alreadyScored: "You have already scored this bid: an independent score cannot be changed",
  scoresMissing: "Every panel member without a conflict must score this bid before the consensus",
  scoreOwnFirst: "Score this bid yourself before you set the consensus",
  panelSetsQuality: "This request is evaluated by a panel: set the consensus score instead",
  consensusMissing: "Set a consensus score for every bid before the award",
  scoresFrozen: "The award decision has been made: scores can no longer change",
  needsApproval: "Awards in your organisation need a second member's approval: propose the award instead",
  approvalNotNeeded: "Awards in this organisation do not need approval: award directly",
  proposalPending: "An award proposal for this request is already waiting for approval",
  notProposed: "This award proposal is no longer waiting for approval",
  ownProposal: "A second member must approve the award: you proposed it",
  reasonRequired: "Give a reason",
  decisionNotFound: "Award decision not found",
  notInStandstill: "The standstill period has ended: the decision can no longer be challenged or withdrawn",
  challengeRequired: "Describe the challenge",
  challengeTooLong: `A challenge must be at most ${CHALLENGE_MAX} characters`,
  notABidderOfDecision: "Only a provider that applied to this request can challenge its award",
  challengeNotFound: "Challenge not found",
  alreadyAnswered: "This challenge has already been answered",
  answerRequired: "Write the answer",
  standstillRunning: (until: string) => `The contract can be sent once the standstill ends on ${until}`,
  challengeOpen: "Answer every challenge of the award before sending the contract",
  reportNotAllowed: "Only the request's organisation and admins can read its evaluation",
  standstillNotAllowed: "Only the providers that applied to this request can see its award decision",
  noPanel: "This request has no evaluation panel: enter the quality score on Compare Applications",
  needsOrganisation: "Only a request of a hospital organisation can have an evaluation panel",
} as const;

export const DECISION_STATUSES = ["proposed", "sent_back", "decided", "withdrawn"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export const DECISION_LABELS: Record<DecisionStatus, string> = {
  proposed: "Waiting for approval",
  sent_back: "Sent back",
  decided: "Decided",
  withdrawn: "Withdrawn",
};

/** A standstill is running while now is before its end. */
export const inStandstill = (decision: { status: string; standstillEndsAt: Date | string | null }, now: Date = new Date()) =>
  decision.status === "decided" && decision.standstillEndsAt !== null && new Date(decision.standstillEndsAt).getTime() > now.getTime();

/** When a standstill of `days` started at `decidedAt` ends. */
export const standstillEnd = (decidedAt: Date, days: number) => new Date(decidedAt.getTime() + days * 86_400_000);

/** Who may sit on a panel: the organisation's members who may evaluate (Owners, Buyers, Evaluators). */
export const PANEL_ROLES = ["owner", "buyer", "evaluator"] as const;

/** What the actor knows of the request's panel: whether they sit on it, and the bidders they declared for. */
export interface PanelFacts {
  /** The request has a panel (one or more members). */
  hasPanel: boolean;
  onPanel: boolean;
  /** Providers the actor declared for, with whether they declared a conflict. */
  declared: ReadonlyMap<string, boolean>;
  /** Providers with a live bid on the request. */
  bidders: readonly string[];
}

/**
 * Which bids of the request the actor may see: "all", "none" or a list of providers. Without a panel,
 * every member who reads the request sees every bid. With one, a panel member sees, once they declared for
 * every bidder, the bids of those they have no conflict with; the organisation's Owners and Buyers who are
 * not on the panel run the procurement and see every bid; its other members see none.
 */
export function visibleBids(actor: Actor, organisationId: string | null, panel: PanelFacts): "all" | "none" | readonly string[] {
  if (!can(actor, "request.read", organisationId)) return "none";
  if (actor.role === "admin" || !panel.hasPanel) return "all";
  if (panel.onPanel) {
    if (panel.bidders.some((p) => !panel.declared.has(p))) return "none";
    return panel.bidders.filter((p) => panel.declared.get(p) === false);
  }
  return can(actor, "application.decide", organisationId) ? "all" : "none";
}

export const seesBid = (visible: "all" | "none" | readonly string[], providerId: string) =>
  visible === "all" || (visible !== "none" && visible.includes(providerId));

/** The spread of a bid's individual scores, shown beside them to the Buyer. */
export function spreadOf(scores: readonly number[]): { min: number; max: number; mean: number } | null {
  if (scores.length === 0) return null;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return { min: Math.min(...scores), max: Math.max(...scores), mean: Math.round(mean * 10) / 10 };
}

/** Running the evaluation (the panel, consensus, the award and answers to challenges): the organisation's Owners and Buyers, and admins. */
export const leadRefusal = (actor: Actor, organisationId: string | null): Refusal => actionRefusal(actor, "application.decide", organisationId);

/** Reading a request's evaluation: every member of its organisation, and admins. */
export const evaluationReadRefusal = (actor: Actor, organisationId: string | null): Refusal =>
  actionRefusal(actor, "request.read", organisationId, EVALUATIONS_MESSAGES.reportNotAllowed);

/** Declaring and scoring: the request's panel members only. */
export const panelMemberRefusal = (actor: Actor, onPanel: boolean): Refusal =>
  signedInRefusal(actor) ?? (onPanel ? null : { status: 403, message: EVALUATIONS_MESSAGES.notOnPanel });

/** Approving a proposed award: a lead who did not propose it. */
export function approveRefusal(actor: Actor, organisationId: string | null, decision: { status: string; proposedBy: string | null }): Refusal {
  const lead = leadRefusal(actor, organisationId);
  if (lead) return lead;
  if (decision.status !== "proposed") return { status: 409, message: EVALUATIONS_MESSAGES.notProposed };
  return decision.proposedBy === actor.userId ? { status: 403, message: EVALUATIONS_MESSAGES.ownProposal } : null;
}

/** Challenging a decision: a provider member who may bid, whose provider's bid the decision assessed and lost, during the standstill. */
export function challengeRefusal(actor: Actor, decision: { status: string; standstillEndsAt: Date | string | null }, assessed: boolean, won: boolean, now = new Date()): Refusal {
  const signedOut = signedInRefusal(actor);
  if (signedOut) return signedOut;
  if (!assessed || won || !can(actor, "application.submit", actor.providerId)) return { status: 403, message: EVALUATIONS_MESSAGES.notABidderOfDecision };
  return inStandstill(decision, now) ? null : { status: 409, message: EVALUATIONS_MESSAGES.notInStandstill };
}

/** Awarding directly where the organisation's awards need a second member's approval: propose the award instead (409). */
export const directAwardRefusal = (approvalRequired: boolean): Refusal =>
  approvalRequired ? { status: 409, message: EVALUATIONS_MESSAGES.needsApproval } : null;

/**
 * The hospital's own quality score: never for a withdrawn bid, and not on a request a panel evaluates (its consensus
 * sets it) (409). Here rather than in applications.ts, so the board's first pages do not load the evaluation messages.
 */
export function qualityScoreRefusal(application: { status: ApplicationStatus }, panel: boolean): Refusal {
  if (application.status === "WITHDRAWN") return { status: 409, message: APPLICATION_MESSAGES.scoreWithdrawn };
  return panel ? { status: 409, message: EVALUATIONS_MESSAGES.panelSetsQuality } : null;
}
