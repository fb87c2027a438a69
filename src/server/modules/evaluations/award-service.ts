import type { AwardProposalInput, BidderStandstill, ChallengeAnswerInput, ChallengeInput, Evaluation, ReasonInput } from "@/shared/contracts/evaluations";
import { APPLICATION_MESSAGES, decideTransition, type ApplicationStatus } from "@/shared/policy/applications";
import { approveRefusal, challengeRefusal, EVALUATIONS_MESSAGES as M, inStandstill, leadRefusal } from "@/shared/policy/evaluations";
import { providerReadRefusal } from "@/shared/policy/applications";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { Conflict, enforce, Forbidden, NotFound } from "../../errors";
import { enqueueMail, type MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { statusEvent } from "../applications/application-events";
import { awardBid } from "../applications/award";
import * as applications from "../applications/repo";
import { deleteDraftOf } from "../contracts/repo";
import { publishOpenDataChange } from "../open-data/publish";
import { findRequest } from "../requests/repo";
import { weightsOf } from "@/shared/policy/requests";
import { recordEvent } from "../events/record";
import { applicantTeamEmails, providerTeamEmails, requestTeamEmails } from "../organisations/recipients";
import { approvalRequired, refuseUnranked } from "./decisions";
import * as repo from "./repo";
import { readEvaluation } from "./service";
import { toChallenge } from "./view";

/** Four-eyes approval, withdrawal in the standstill, and challenges (issue 33 §4-5). */

const linkOf = (ctx: ServiceContext, tenderId: string) => `${ctx.appUrl}/requests/${tenderId}`;

/** Runs a write under the request's and then the application's lock (the order every application write keeps). */
async function underLocks<T>(ctx: ServiceContext, tenderId: string, applicationId: string, write: (tx: Tx, tender: applications.TenderLock, current: applications.ApplicationRow) => Promise<T>) {
  const result = await ctx.db.transaction(async (tx) => {
    const tender = await applications.lockTender(tx, tenderId);
    const current = await applications.lockApplication(tx, applicationId);
    if (!tender || !current) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    return write(tx, tender, current);
  });
  ctx.mailer.kick();
  return result;
}

/** POST /api/applications/{id}/award-proposal: a lead proposes the award; nobody outside the organisation hears of it yet. */
export async function proposeAward(ctx: ServiceContext, actor: Actor, { id, closeRequest }: AwardProposalInput & { id: string }): Promise<Evaluation> {
  const first = await applications.findApplication(ctx.db, id);
  if (!first) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
  await underLocks(ctx, first.tenderId, id, async (tx, tender, current) => {
    enforce(decideTransition(actor, current, tender, "AWARDED"));
    if (!(await approvalRequired(tx, tender.organisationId))) throw new Conflict(M.approvalNotNeeded);
    await refuseUnranked(tx, tender.id);
    if ((await repo.liveDecisions(tx, tender.id)).some((d) => d.status === "proposed")) throw new Conflict(M.proposalPending);
    const decision = await repo.insertDecision(tx, { tenderId: tender.id, applicationId: id, status: "proposed", closeRequest: closeRequest ?? false, proposedBy: actor.userId });
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: decision.id, action: "award_proposed", requestId: tender.id, providerId: current.providerId, changes: { status: { before: null, after: "proposed" } } });
    const name = await applications.providerName(tx, current.providerId);
    const others = (await requestTeamEmails(tx, tender, "application.decide")).filter((to) => to !== actor.email?.toLowerCase());
    await enqueueMail(
      tx,
      others.map((to) =>
        mails.notify("awards", to, `Award to approve: "${tender.title}"`, [
          `${actor.name ?? actor.email ?? "A member"} proposes to award "${tender.title}" to ${name}${closeRequest ? " and close the request" : ""}.`,
          "Awards in your organisation need a second member's approval: approve it, or send it back with a reason. Nothing is sent to the bidders before.",
          `Open the evaluation: ${linkOf(ctx, tender.id)}#evaluation`,
        ]),
      ),
    );
  }).catch((e) => {
    if (isUniqueViolation(e)) throw new Conflict(M.proposalPending);
    throw e;
  });
  return readEvaluation(ctx, actor, { id: first.tenderId });
}

async function decisionOf(db: Db, id: string) {
  const decision = await repo.findDecision(db, id);
  if (!decision) throw new NotFound(M.decisionNotFound);
  return decision;
}

/** POST /api/award-decisions/{id}/approve: a second lead approves and the award is made as proposed. */
export async function approveAward(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<Evaluation> {
  const first = await decisionOf(ctx.db, id);
  await underLocks(ctx, first.tenderId, first.applicationId, async (tx, tender, current) => {
    const proposal = await repo.findDecision(tx, id, true);
    if (!proposal) throw new NotFound(M.decisionNotFound);
    enforce(approveRefusal(actor, tender.organisationId, proposal));
    const { mails: out } = await awardBid(tx, ctx.appUrl, actor, { tender, current, closeRequest: proposal.closeRequest, proposal });
    await enqueueMail(tx, out);
  });
  return readEvaluation(ctx, actor, { id: first.tenderId });
}

/** POST /api/award-decisions/{id}/send-back: the second lead refuses the proposal with a reason; the proposer hears it. */
export async function sendBack(ctx: ServiceContext, actor: Actor, { id, reason }: ReasonInput & { id: string }): Promise<Evaluation> {
  const first = await decisionOf(ctx.db, id);
  await underLocks(ctx, first.tenderId, first.applicationId, async (tx, tender) => {
    const proposal = await repo.findDecision(tx, id, true);
    if (!proposal) throw new NotFound(M.decisionNotFound);
    enforce(approveRefusal(actor, tender.organisationId, proposal));
    await repo.updateDecision(tx, id, { status: "sent_back", reviewedBy: actor.userId, reviewedAt: new Date(), sentBackReason: reason });
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: id, action: "award_sent_back", requestId: tender.id, changes: { status: { before: "proposed", after: "sent_back" }, reason: { before: null, after: reason } } });
    const proposer = await applications.findUserEmail(tx, proposal.proposedBy);
    if (proposer)
      await enqueueMail(tx, [
        mails.notify("awards", proposer, `Award proposal sent back: "${tender.title}"`, [
          `${actor.name ?? actor.email ?? "A member"} sent back your proposed award of "${tender.title}".`,
          `Their reason: ${reason}`,
          `Open the evaluation: ${linkOf(ctx, tender.id)}#evaluation`,
        ]),
      ]);
  });
  return readEvaluation(ctx, actor, { id: first.tenderId });
}

/** POST /api/award-decisions/{id}/withdraw: during the standstill a lead takes the decision back and the evaluation resumes. */
export async function withdrawDecision(ctx: ServiceContext, actor: Actor, { id, reason }: ReasonInput & { id: string }): Promise<Evaluation> {
  const first = await decisionOf(ctx.db, id);
  await underLocks(ctx, first.tenderId, first.applicationId, async (tx, tender) => {
    const decision = await repo.findDecision(tx, id, true);
    if (!decision) throw new NotFound(M.decisionNotFound);
    enforce(leadRefusal(actor, tender.organisationId));
    if (!inStandstill(decision)) throw new Conflict(M.notInStandstill);
    const reverts = decision.reverts ?? { applications: [], closedRequest: false };
    for (const a of reverts.applications) {
      const now = await applications.findApplication(tx, a.id);
      if (!now || now.status === a.before) continue;
      const row = await applications.updateStatus(tx, a.id, now.status, a.before as ApplicationStatus);
      if (row) await recordEvent(tx, actor, statusEvent(row, now.status, a.before as ApplicationStatus));
    }
    if (reverts.closedRequest && tender.status === "CLOSED") {
      await applications.reopenTender(tx, tender.id);
      await recordEvent(tx, actor, { entityType: "request", entityId: tender.id, action: "reopened", requestId: tender.id, changes: { status: { before: "CLOSED", after: "OPEN" } } });
    }
    await deleteDraftOf(tx, decision.applicationId);
    await applications.recountResponses(tx, tender.id);
    await repo.updateDecision(tx, id, { status: "withdrawn", withdrawnAt: new Date(), withdrawnBy: actor.userId, withdrawnReason: reason });
    await publishOpenDataChange(tx, tender.id);
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: id, action: "decision_withdrawn", requestId: tender.id, changes: { status: { before: "decided", after: "withdrawn" }, reason: { before: null, after: reason } } });
    const told = await applicantTeamEmails(tx, tender.id, "application.submit");
    await enqueueMail(
      tx,
      told.map((to) =>
        mails.notify("awards", to, `Award decision withdrawn: "${tender.title}"`, [
          `The hospital has withdrawn its award decision on "${tender.title}", and the evaluation continues. Its reason: ${reason}`,
          `See the request: ${linkOf(ctx, tender.id)}`,
        ]),
      ),
    );
  });
  return readEvaluation(ctx, actor, { id: first.tenderId });
}

/** GET /api/requests/{id}/standstill: the latest decision the caller's provider was told of, its summary and its own challenges. */
export async function bidderStandstill(db: Db, actor: Actor, { id }: { id: string }): Promise<BidderStandstill> {
  enforce(providerReadRefusal(actor));
  const [own, tender] = await Promise.all([applications.findForTenderAndProvider(db, id, actor.providerId as string), findRequest(db, id)]);
  if (!own || !tender) throw new Forbidden(M.standstillNotAllowed);
  const decision = (await repo.decisionsOf(db, id)).find((d) => d.assessment?.some((a) => a.applicationId === own.id) && (d.status === "decided" || d.status === "withdrawn"));
  if (!decision) return { decision: null, summary: null, challenges: [], canChallenge: false };
  const assessment = decision.assessment ?? [];
  const winner = assessment.find((a) => a.applicationId === decision.applicationId);
  const youWon = decision.applicationId === own.id;
  const challenges = (await repo.challengesOf(db, [decision.id])).filter((c) => c.challenge.providerId === own.providerId);
  const names = await repo.userNames(db, challenges.map((c) => c.challenge.answeredBy));
  return {
    decision: { id: decision.id, status: decision.status, decidedAt: decision.decidedAt?.toISOString() ?? null, standstillEndsAt: decision.standstillEndsAt?.toISOString() ?? null, withdrawnAt: decision.withdrawnAt?.toISOString() ?? null, youWon },
    summary: winner && decision.status === "decided" ? { weights: weightsOf(tender), own: assessment.find((a) => a.applicationId === own.id) ?? null, winner, of: assessment.length } : null,
    challenges: challenges.map((c) => toChallenge(c, names)),
    canChallenge: challengeRefusal(actor, decision, true, youWon) === null,
  };
}

/** POST /api/award-decisions/{id}/challenges: a losing bidder challenges the decision during its standstill. */
export async function lodgeChallenge(ctx: ServiceContext, actor: Actor, { id, text }: ChallengeInput & { id: string }): Promise<BidderStandstill> {
  enforce(providerReadRefusal(actor));
  const first = await decisionOf(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const tender = await applications.lockTender(tx, first.tenderId);
    const decision = await repo.findDecision(tx, id, true);
    if (!tender || !decision) throw new NotFound(M.decisionNotFound);
    const assessed = decision.assessment?.find((a) => a.providerId === actor.providerId);
    enforce(challengeRefusal(actor, decision, assessed !== undefined, assessed?.applicationId === decision.applicationId));
    const challenge = await repo.insertChallenge(tx, { decisionId: id, providerId: actor.providerId as string, lodgedBy: actor.userId, text });
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: id, action: "challenged", requestId: tender.id, providerId: actor.providerId, changes: { challenge: { before: null, after: challenge.id } } });
    const name = await applications.providerName(tx, actor.providerId as string);
    const team = await requestTeamEmails(tx, tender, "application.decide");
    await enqueueMail(
      tx,
      team.map((to) =>
        mails.notify("awards", to, `Award challenged: "${tender.title}"`, [
          `${name} challenges your award decision on "${tender.title}":`,
          text,
          "Answer it on the request's evaluation; the contract cannot be sent while a challenge waits for its answer.",
          `Open the evaluation: ${linkOf(ctx, tender.id)}#evaluation`,
        ]),
      ),
    );
  });
  ctx.mailer.kick();
  return bidderStandstill(ctx.db, actor, { id: first.tenderId });
}

/** POST /api/award-challenges/{id}/answer: a lead answers a challenge once; the challenger's team receives the answer. */
export async function answerChallenge(ctx: ServiceContext, actor: Actor, { id, answer }: ChallengeAnswerInput & { id: string }): Promise<Evaluation> {
  const found = await repo.findChallenge(ctx.db, id);
  if (!found) throw new NotFound(M.challengeNotFound);
  const decision = await decisionOf(ctx.db, found.decisionId);
  await ctx.db.transaction(async (tx) => {
    const tender = await applications.lockTender(tx, decision.tenderId);
    const challenge = await repo.findChallenge(tx, id, true);
    if (!tender || !challenge) throw new NotFound(M.challengeNotFound);
    enforce(leadRefusal(actor, tender.organisationId));
    if (challenge.answer !== null) throw new Conflict(M.alreadyAnswered);
    await repo.answerChallenge(tx, id, answer, actor.userId as string);
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: decision.id, action: "challenge_answered", requestId: tender.id, providerId: challenge.providerId, changes: { answer: { before: null, after: answer } } });
    const out: MailMessage[] = (await providerTeamEmails(tx, challenge.providerId, "application.submit")).map((to) =>
      mails.notify("awards", to, `Answer to your challenge: "${tender.title}"`, [`The hospital answered your challenge of its award decision on "${tender.title}":`, answer, `See the request: ${linkOf(ctx, tender.id)}`]),
    );
    await enqueueMail(tx, out);
  });
  ctx.mailer.kick();
  return readEvaluation(ctx, actor, { id: decision.tenderId });
}

/** The contract of an award waits for its standstill to end and every challenge of it to be answered. */
export async function refuseSendDuringStandstill(db: Db | Tx, applicationId: string | null, until: (d: Date) => string): Promise<void> {
  if (!applicationId) return;
  const decided = await repo.decidedFor(db, applicationId);
  const running = decided.find((d) => inStandstill(d));
  if (running?.standstillEndsAt) throw new Conflict(M.standstillRunning(until(running.standstillEndsAt)));
  if (await repo.hasOpenChallenge(db, decided.map((d) => d.id))) throw new Conflict(M.challengeOpen);
}
