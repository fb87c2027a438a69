import { TURNAROUND_HOURS, type Turnaround, turnaroundLabel } from "../reference/turnaround";
import { can, ORGANISATION_MESSAGES } from "./organisations";
import type { Actor, Refusal } from "./roles";
import { signedInRefusal } from "./roles";

/**
 * Contracts (issue 30, PRODUCT.md #36): an award's draft, sent by the hospital, accepted by the provider,
 * then scheduled, active, ended or terminated; changes after acceptance are versions both sides accept.
 */

export const CONTRACT_STATUSES = ["draft", "sent", "scheduled", "active", "ended", "terminated"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: "Draft",
  sent: "Awaiting acceptance",
  scheduled: "Scheduled",
  active: "Active",
  ended: "Ended",
  terminated: "Terminated",
};

export const CONTRACT_SIDES = ["hospital", "provider"] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
export const otherSide = (side: ContractSide): ContractSide => (side === "hospital" ? "provider" : "hospital");

/** A version's state: waiting for the other side, agreed, sent back with a message, refused, or overtaken. */
export const VERSION_STATUSES = ["pending", "accepted", "changes_requested", "declined", "superseded"] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const RENEWALS = ["none", "automatic"] as const;
export type Renewal = (typeof RENEWALS)[number];

export const CONTRACT_DEFAULTS = { termMonths: 12, noticeDays: 30, creditBelowPercent: 90, creditPercent: 5 } as const;

/** A tier's default commitment: its turnaround option's upper bound (">48h" counts as 72 hours). */
export const defaultCommitmentMinutes = (tier: Turnaround) => Math.round(TURNAROUND_HOURS[tier] * 60);

/** A tier as pages and documents name it: "Urgent (1-4h)". */
export const tierLabel = turnaroundLabel;

export const CONTRACT_MESSAGES = {
  notFound: "Contract not found",
  needOrganisation: "Contracts belong to organisations: create or join one first",
  readNotAllowed: "Only the contract's two organisations and admins can see it",
  notParty: "Only a member of the contract's two organisations can do this",
  hospitalOnly: "Only the hospital edits and sends the draft",
  providerOnly: "Only the provider accepts the contract or asks for changes",
  notDraft: "Only a draft can be edited or sent",
  notSent: "This contract is not awaiting acceptance",
  staleVersion: "This version has been replaced: reload the contract",
  notRunning: "Only a scheduled or active contract can be changed or terminated",
  changePending: "A change proposal is already waiting for an answer",
  changeNotPending: "This change proposal is no longer waiting for an answer",
  ownProposal: "The other side answers a change proposal",
  alreadyTerminating: "Notice of termination has already been given",
  versionNotFound: "Version not found",
  noChange: "The proposal changes no term",
  startChanged: "The start date of an accepted contract cannot change",
  linesRequired: "Add at least one service line",
  tooManyLines: "A contract has at most 100 service lines",
  lineTwice: (modality: string, tier: string) => `${modality} at ${tierLabel(tier)} appears twice`,
  modalityInvalid: "Choose a modality from the list",
  tierInvalid: "Choose a priority tier from the list",
  priceInvalid: "Enter a price per study between 0.01 and 1,000,000",
  tierMissing: (tier: string) => `Set the turnaround commitment for ${tierLabel(tier)}`,
  tierUnused: (tier: string) => `No service line uses ${tierLabel(tier)}`,
  tierTwice: (tier: string) => `${tierLabel(tier)} has two sets of terms`,
  commitmentInvalid: "A turnaround commitment is a whole number of minutes from 1 to 10,080",
  percentInvalid: "Enter a percentage from 0 to 100 with at most two decimals",
  creditIncomplete: "A service credit needs both its threshold and its percentage",
  forecastInvalid: "A monthly forecast is a whole number from 0 to 1,000,000",
  dateInvalid: "Enter a date as YYYY-MM-DD",
  startBeforeEarliest: (date: string) => `The start date cannot be before the bid's earliest start (${date})`,
  startPast: "The start date cannot be in the past",
  termInvalid: "The term is a whole number of months from 1 to 120",
  noticeInvalid: "The notice period is a whole number of days from 0 to 365",
  renewalInvalid: "Renewal is none or automatic",
  messageRequired: "Write a message for the other side",
  messageTooLong: "Messages must be at most 4000 characters",
  reasonRequired: "Give a reason for the termination",
  reasonTooLong: "The reason must be at most 4000 characters",
  effectivePast: "The effective date cannot be in the past",
  effectiveBeforeStart: "The effective date cannot be before the contract's start",
} as const;

/** What a contract's rules need to know of it. */
export interface ContractFacts {
  hospitalOrganisationId: string;
  providerId: string;
  status: ContractStatus;
  /** The side a pending proposal waits for (a sent draft waits for the provider; a change for the proposer's other side). */
  awaiting: ContractSide | null;
  terminatesOn: string | null;
}

/** The side of the contract the actor acts for (its active organisation), or null (an admin, anyone else). */
export function contractSide(actor: Pick<Actor, "organisation">, c: Pick<ContractFacts, "hospitalOrganisationId" | "providerId">): ContractSide | null {
  const id = actor.organisation?.id;
  if (id && id === c.hospitalOrganisationId && actor.organisation?.kind === "hospital") return "hospital";
  if (id && id === c.providerId && actor.organisation?.kind === "provider") return "provider";
  return null;
}

const organisationOf = (c: Pick<ContractFacts, "hospitalOrganisationId" | "providerId">, side: ContractSide) =>
  side === "hospital" ? c.hospitalOrganisationId : c.providerId;

/** Who may read the contract: members of either organisation (any role) and admins. */
export function contractReadRefusal(actor: Actor, c: Pick<ContractFacts, "hospitalOrganisationId" | "providerId">): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  if (actor.role === "admin") return null;
  const side = contractSide(actor, c);
  return side && can(actor, "contract.read", organisationOf(c, side)) ? null : { status: 403, message: CONTRACT_MESSAGES.readNotAllowed };
}

/** Who may negotiate for a side: that organisation's Owners and Buyers (hospital) or Owners (provider); never an admin. */
export function negotiateRefusal(actor: Actor, c: Pick<ContractFacts, "hospitalOrganisationId" | "providerId">, only?: ContractSide): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  const side = contractSide(actor, c);
  if (!side) return { status: 403, message: CONTRACT_MESSAGES.notParty };
  if (!can(actor, "contract.negotiate", organisationOf(c, side))) return { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
  if (only && side !== only) return { status: 403, message: only === "hospital" ? CONTRACT_MESSAGES.hospitalOnly : CONTRACT_MESSAGES.providerOnly };
  return null;
}

export const isRunning = (status: ContractStatus) => status === "scheduled" || status === "active";

export const CONTRACT_ACTIONS = ["edit", "send", "accept", "requestChanges", "proposeChange", "answerChange", "terminate"] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** What the actor may do to the contract now: the buttons a page shows, each one the server also checks. */
export function contractActions(actor: Actor, c: ContractFacts): ContractAction[] {
  if (negotiateRefusal(actor, c)) return [];
  const side = contractSide(actor, c) as ContractSide;
  const out: ContractAction[] = [];
  if (c.status === "draft" && side === "hospital") out.push("edit", "send");
  if (c.status === "sent" && side === "provider") out.push("accept", "requestChanges");
  if (isRunning(c.status)) {
    if (c.awaiting === null) out.push("proposeChange");
    if (c.awaiting === side) out.push("answerChange");
    if (!c.terminatesOn) out.push("terminate");
  }
  return out;
}

/** What the contract waits for, in a few words for lists ("Provider to accept"), or null. */
export function nextActionLabel(c: Pick<ContractFacts, "status" | "awaiting">): string | null {
  if (c.status === "draft") return "Hospital to send the draft";
  if (c.status === "sent") return "Provider to accept or ask for changes";
  if (isRunning(c.status) && c.awaiting) return `${c.awaiting === "hospital" ? "Hospital" : "Provider"} to answer a change proposal`;
  return null;
}

/** The last day of a term: the day before the same day `months` later (a 12-month term from 2027-01-01 ends on 2027-12-31). */
export function termEnd(startDate: string, months: number): string {
  const [y, m, d] = startDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}

/** A day `days` after an ISO day. */
export function addDays(day: string, days: number): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
