import type { Challenge, Decision, EvaluatedBid, Evaluation } from "@/shared/contracts/evaluations";
import { can } from "@/shared/policy/organisations";
import { inStandstill, seesBid, spreadOf, visibleBids } from "@/shared/policy/evaluations";
import { weightsOf, type RequestRecord } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type * as repo from "./repo";

/** Everything read about a request's evaluation, before it is cut to what the caller may see. */
export interface EvaluationData {
  tender: RequestRecord;
  approvalRequired: boolean;
  panel: repo.PanelMemberRow[];
  eligible: { userId: string; name: string | null; email: string; role: "owner" | "buyer" | "evaluator" | "bidder" | "viewer" }[];
  bidders: repo.BidderRow[];
  declarations: repo.DeclarationRow[];
  scores: repo.ScoreRow[];
  decisions: repo.DecisionRow[];
  challenges: repo.ChallengeRow[];
  names: Map<string, string | null>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: string | null, names: Map<string, string | null>) => (id ? { userId: id, name: names.get(id) ?? null } : null);

export function toChallenge({ challenge: c, providerName }: repo.ChallengeRow, names: Map<string, string | null>): Challenge {
  return { id: c.id, providerId: c.providerId, providerName, text: c.text, lodgedAt: c.lodgedAt.toISOString(), answer: c.answer, answeredAt: iso(c.answeredAt), answeredBy: person(c.answeredBy, names) };
}

/** A decision is in force while proposed or decided: scores and the panel are frozen under it. */
export const frozenBy = (decisions: readonly repo.DecisionRow[]) => decisions.some((d) => d.status === "proposed" || d.status === "decided");

function toDecision(d: repo.DecisionRow, data: EvaluationData, actor: Actor, leads: boolean): Decision {
  const winner = data.bidders.find((b) => b.applicationId === d.applicationId);
  const winnerName = winner?.providerName ?? d.assessment?.find((a) => a.applicationId === d.applicationId)?.providerName ?? "A provider";
  return {
    id: d.id,
    applicationId: d.applicationId,
    providerId: winner?.providerId ?? "",
    providerName: winnerName,
    status: d.status,
    closeRequest: d.closeRequest,
    proposedBy: person(d.proposedBy, data.names) ?? { userId: null, name: null },
    proposedAt: d.proposedAt.toISOString(),
    reviewedBy: person(d.reviewedBy, data.names),
    reviewedAt: iso(d.reviewedAt),
    sentBackReason: d.sentBackReason,
    decidedAt: iso(d.decidedAt),
    standstillEndsAt: iso(d.standstillEndsAt),
    withdrawnAt: iso(d.withdrawnAt),
    withdrawnReason: d.withdrawnReason,
    challenges: data.challenges.filter((c) => c.challenge.decisionId === d.id).map((c) => toChallenge(c, data.names)),
    canApprove: leads && d.status === "proposed" && d.proposedBy !== actor.userId,
    canWithdraw: leads && inStandstill(d),
  };
}

/**
 * The evaluation as the actor may see it (issue 33): only the bids `visibleBids` lets through; another member's
 * score only to those who run the evaluation, or to a panel member once they scored the bid themselves; every
 * member's declarations only to those who run it.
 */
export function toEvaluation(actor: Actor, data: EvaluationData): Evaluation {
  const { tender } = data;
  const org = tender.organisationId;
  const onPanel = data.panel.some((m) => m.userId === actor.userId);
  const leads = can(actor, "application.decide", org);
  const mine = new Map(data.declarations.filter((d) => d.userId === actor.userId).map((d) => [d.providerId, d.conflict]));
  const visible = visibleBids(actor, org, { hasPanel: data.panel.length > 0, onPanel, declared: mine, bidders: data.bidders.map((b) => b.providerId) });
  const frozen = frozenBy(data.decisions);
  const conflicted = (userId: string, providerId: string) => data.declarations.some((d) => d.userId === userId && d.providerId === providerId && d.conflict);
  const bids: EvaluatedBid[] = data.bidders
    .filter((b) => seesBid(visible, b.providerId))
    .map((b) => {
      const scores = data.scores.filter((s) => s.applicationId === b.applicationId).map((s) => ({ userId: s.userId, name: s.name, score: s.score, justification: s.justification, at: s.at.toISOString() }));
      const yourScore = scores.find((s) => s.userId === actor.userId) ?? null;
      const seesScores = onPanel ? yourScore !== null : leads || actor.role === "admin";
      const awaiting = data.panel.filter((m) => !conflicted(m.userId, b.providerId) && !scores.some((s) => s.userId === m.userId)).map((m) => ({ userId: m.userId, name: m.name }));
      const consensus =
        data.panel.length > 0 && b.qualityScore !== null
          ? { score: b.qualityScore, rationale: b.qualityRationale, by: person(b.qualityScoredBy, data.names) ?? null, at: iso(b.qualityScoredAt) }
          : null;
      return {
        applicationId: b.applicationId,
        providerId: b.providerId,
        providerName: b.providerName,
        status: b.status,
        yourScore,
        scores: seesScores ? scores : null,
        spread: seesScores ? spreadOf(scores.map((s) => s.score)) : null,
        awaiting,
        consensus,
        canScore: onPanel && yourScore === null && !frozen,
        canSetConsensus: leads && data.panel.length > 0 && !frozen && awaiting.length === 0 && (!onPanel || yourScore !== null),
      };
    });
  const seesAllDeclarations = leads || actor.role === "admin";
  return {
    requestId: tender.id,
    title: tender.title,
    weights: weightsOf(tender),
    standstillDays: tender.standstillDays ?? null,
    approvalRequired: data.approvalRequired,
    panel: data.panel.map((m) => ({
      userId: m.userId,
      name: m.name,
      role: m.role,
      declaredAll: data.bidders.every((b) => data.declarations.some((d) => d.userId === m.userId && d.providerId === b.providerId)),
      scored: data.scores.filter((s) => s.userId === m.userId).length,
    })),
    eligible: leads && org && !frozen ? data.eligible : [],
    you: {
      onPanel,
      canManagePanel: leads && org !== null && !frozen,
      leads,
      seesBids: visible !== "none",
      toDeclare: onPanel ? data.bidders.filter((b) => !mine.has(b.providerId)).map((b) => ({ providerId: b.providerId, providerName: b.providerName })) : [],
    },
    declarations: data.declarations
      .filter((d) => seesAllDeclarations || d.userId === actor.userId)
      .map((d) => ({ userId: d.userId, name: d.name, providerId: d.providerId, providerName: d.providerName, conflict: d.conflict, note: d.note, at: d.at.toISOString() })),
    bids,
    decisions: data.decisions.map((d) => toDecision(d, data, actor, leads)),
  };
}
