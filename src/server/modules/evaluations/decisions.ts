import { and, eq, isNull, ne } from "drizzle-orm";
import type { AssessedBid } from "@/shared/contracts/evaluations";
import type { ApplicationStatus } from "@/shared/policy/applications";
import { EVALUATIONS_MESSAGES as M, standstillEnd } from "@/shared/policy/evaluations";
import type { Actor } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { applications } from "../../db/schema";
import { Conflict } from "../../errors";
import { currentComparison } from "../applications/compare-service";
import { recordEvent } from "../events/record";
import { findOrganisation } from "../organisations/repo";
import { findRequest } from "../requests/repo";
import * as repo from "./repo";

type Conn = Db | Tx;

/** The award decisions (issue 33 §4-5): approval, the assessment every bidder is told, and the standstill. */

export async function approvalRequired(db: Conn, organisationId: string | null): Promise<boolean> {
  if (!organisationId) return false;
  return (await findOrganisation(db, organisationId))?.awardsNeedApproval ?? false;
}

/** On a request evaluated by a panel only consensus scores rank bids: every live bid needs one before an award. */
export async function refuseUnranked(db: Conn, tenderId: string): Promise<void> {
  if (!(await repo.hasPanel(db, tenderId))) return;
  const [unscored] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN"), isNull(applications.qualityScore)))
    .limit(1);
  if (unscored) throw new Conflict(M.consensusMissing);
}

/** Every live bid as the comparison scores it now, for the assessment summaries (each bid's own, and the winner's). */
export async function assess(tx: Tx, tenderId: string): Promise<AssessedBid[]> {
  const tender = await findRequest(tx, tenderId);
  if (!tender) return [];
  const comparison = await currentComparison(tx, tender);
  return comparison.entries.flatMap((e) =>
    e.score && e.rank !== null && e.qualityScore !== null
      ? [{ applicationId: e.application.id, providerId: e.provider.id, providerName: e.provider.name, points: e.score, qualityScore: e.qualityScore, rationale: e.qualityRationale, rank: e.rank }]
      : [],
  );
}

interface DecisionInput {
  tender: { id: string; standstillDays: number | null };
  application: { id: string; providerId: string };
  before: ApplicationStatus;
  declined: { id: string; before: ApplicationStatus }[];
  closedRequest: boolean;
  closeRequest: boolean;
  proposal?: repo.DecisionRow;
}

/** Records the award as decided (the approved proposal, or a new decision), with what a withdrawal would put back. */
export async function recordDecision(tx: Tx, actor: Actor, input: DecisionInput): Promise<repo.DecisionRow> {
  const decidedAt = new Date();
  const days = input.tender.standstillDays;
  const values = {
    status: "decided" as const,
    decidedAt,
    standstillEndsAt: days === null ? null : standstillEnd(decidedAt, days),
    reverts: { applications: [{ id: input.application.id, before: input.before }, ...input.declined.map((d) => ({ id: d.id, before: d.before }))], closedRequest: input.closedRequest },
    assessment: days === null ? null : await assess(tx, input.tender.id),
  };
  const decision = input.proposal
    ? await repo.updateDecision(tx, input.proposal.id, { ...values, reviewedBy: actor.userId, reviewedAt: decidedAt })
    : await repo.insertDecision(tx, { ...values, tenderId: input.tender.id, applicationId: input.application.id, closeRequest: input.closeRequest, proposedBy: actor.userId, proposedAt: decidedAt });
  await recordEvent(tx, actor, {
    entityType: "evaluation",
    entityId: decision.id,
    action: "award_decided",
    requestId: input.tender.id,
    changes: {
      status: { before: input.proposal ? "proposed" : null, after: "decided" },
      ...(decision.standstillEndsAt ? { standstillEndsAt: { before: null, after: decision.standstillEndsAt.toISOString() } } : {}),
    },
  });
  return decision;
}
