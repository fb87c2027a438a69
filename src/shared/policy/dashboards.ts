import type { OrganisationAction, OrganisationKind } from "./organisations";
import { can } from "./organisations";
import type { Actor } from "./roles";
import { monthOf } from "./studies";

/**
 * The dashboard (PRODUCT.md #35): the specification's counters, computed for the active organisation, each with
 * what it counts; and what waits for the member, limited to what their role may act on.
 */

export const HOSPITAL_COUNTERS = ["activeTenders", "partnerships", "caseVolume", "averageTurnaround"] as const;
export const PROVIDER_COUNTERS = ["opportunities", "activeContracts", "casesThisMonth", "rating"] as const;
export type CounterKey = (typeof HOSPITAL_COUNTERS)[number] | (typeof PROVIDER_COUNTERS)[number];

/** Each counter's label (the specification's) and its definition, shown beside it. */
export const COUNTERS: Record<CounterKey, { label: string; definition: string }> = {
  activeTenders: { label: "Active tenders", definition: "Your organisation's requests that are open: not closed and before their deadline." },
  partnerships: { label: "Provider partnerships", definition: "Contracts agreed with providers that are scheduled to start or running." },
  caseVolume: { label: "Case volume", definition: "Studies recorded this month (UTC) on all your contracts; disputed studies count once resolved." },
  averageTurnaround: { label: "Average turnaround", definition: "The mean time from images available to final report of this month's recorded studies." },
  opportunities: {
    label: "Tender opportunities",
    definition: "Open requests you may apply to and have not: they ask for one of your modalities, and you hold the licence a request requires.",
  },
  activeContracts: { label: "Active contracts", definition: "Contracts agreed with hospitals that are running today." },
  casesThisMonth: { label: "Cases this month", definition: "Studies recorded this month (UTC) on all your contracts; disputed studies count once resolved." },
  rating: { label: "Rating", definition: "The average of your published reviews, out of 5." },
};

export const WAITING_KINDS = ["bids", "evaluations", "awards", "questions", "amendments", "contracts", "disputes", "credentials", "messages"] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

/** What each kind of waiting item asks of the member: the action of the one permission table that may do it. */
export const WAITING_ACTIONS: Record<WaitingKind, OrganisationAction> = {
  bids: "application.decide",
  evaluations: "application.evaluate",
  awards: "application.decide",
  questions: "question.answer",
  amendments: "application.submit",
  contracts: "contract.negotiate",
  disputes: "study.submit",
  credentials: "provider.manage",
  messages: "organisation.read",
};

const KINDS_OF: Record<OrganisationKind, readonly WaitingKind[]> = {
  hospital: ["bids", "evaluations", "awards", "questions", "contracts", "disputes", "messages"],
  provider: ["amendments", "contracts", "disputes", "credentials", "messages"],
};

/** A credential is listed from this many days before its expiry. */
export const EXPIRY_NOTICE_DAYS = 30;

export const WAITING_LABELS: Record<WaitingKind, string> = {
  bids: "Bids awaiting a decision",
  evaluations: "Evaluation panels awaiting your declarations or scores",
  awards: "Awards to approve and challenges to answer",
  questions: "Unanswered questions",
  amendments: "Amended requests awaiting your confirmation",
  contracts: "Contracts awaiting you",
  disputes: "Disputed studies to resolve",
  credentials: `Credentials expiring within ${EXPIRY_NOTICE_DAYS} days`,
  messages: "Unread messages",
};

/** How many items of each kind the dashboard lists (the total says how many there are). */
export const WAITING_SHOWN = 5;

/** The kinds of waiting items the actor sees: those of its organisation's side that its role may act on. Admins have none. */
export function waitingKinds(actor: Pick<Actor, "userId" | "role" | "organisation">): WaitingKind[] {
  const m = actor.organisation;
  if (!m || actor.role === "admin") return [];
  return KINDS_OF[m.kind].filter((kind) => can(actor, WAITING_ACTIONS[kind], m.id));
}

/** The months a dashboard's charts cover: the current one and the eleven before it, oldest first, as YYYY-MM-DD. */
export const CHART_MONTHS = 12;
export const chartMonths = (at: Date): string[] => Array.from({ length: CHART_MONTHS }, (_, i) => monthOf(at, CHART_MONTHS - 1 - i));

/** A bid's win rate: awarded among those decided (awarded or declined), as a percentage with one decimal; null when none is decided. */
export function winRate(awarded: number, declined: number): number | null {
  const decided = awarded + declined;
  return decided ? Math.round((awarded * 1000) / decided) / 10 : null;
}
