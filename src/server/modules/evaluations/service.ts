import type { ConsensusInput, DeclarationsInput, Evaluation, PanelInput, PanelScoreInput } from "@/shared/contracts/evaluations";
import { APPLICATION_MESSAGES } from "@/shared/policy/applications";
import { EVALUATIONS_MESSAGES as M, evaluationReadRefusal, leadRefusal, panelMemberRefusal } from "@/shared/policy/evaluations";
import type { RequestRecord } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { Conflict, enforce, Invalid, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { qualityEvent } from "../applications/application-events";
import { findApplication } from "../applications/repo";
import { recordEvent } from "../events/record";
import { findRequest, lockRequest } from "../requests/repo";
import { enforceSeesBid } from "./access";
import { evaluationRows } from "./read-repo";
import * as repo from "./repo";
import { type EvaluationData, frozenBy, toEvaluation } from "./view";

/** A request's evaluation panel, declarations, independent scores and consensus (issue 33 §1-3). */

/** The request and its evaluation as stored; a caller checks who may see it before anything leaves. */
export async function evaluationData(db: Db | Tx, tenderId: string, tx?: Tx): Promise<EvaluationData> {
  const data = await evaluationRows(db, tenderId, tx);
  if (!data) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
  return data;
}

export async function readableRequest(db: Db | Tx, actor: Actor, id: string): Promise<RequestRecord> {
  const tender = await findRequest(db, id);
  if (!tender) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
  enforce(evaluationReadRefusal(actor, tender.organisationId));
  return tender;
}

/** GET /api/requests/{id}/evaluation: the evaluation as the caller may see it. */
export async function readEvaluation(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<Evaluation> {
  const data = await evaluationData(ctx.db, id);
  enforce(evaluationReadRefusal(actor, data.tender.organisationId));
  return toEvaluation(actor, data);
}

/** Locks the request for an evaluation write by a member who may read it; the data as it stands in the transaction. */
async function lockedEvaluation(tx: Tx, actor: Actor, id: string) {
  const tender = await lockRequest(tx, id);
  if (!tender) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
  enforce(evaluationReadRefusal(actor, tender.organisationId));
  return { tender, data: { ...(await evaluationData(tx, id, tx)), tender } };
}

/** Runs an evaluation write on the request under its lock and answers the evaluation after it. */
async function evaluationWrite(ctx: ServiceContext, actor: Actor, id: string, write: (tx: Tx, d: Awaited<ReturnType<typeof lockedEvaluation>>) => Promise<void>): Promise<Evaluation> {
  await ctx.db.transaction(async (tx) => write(tx, await lockedEvaluation(tx, actor, id)));
  ctx.mailer.kick();
  return readEvaluation(ctx, actor, { id });
}

const names = (rows: { name: string | null; userId: string }[]) => rows.map((r) => r.name ?? r.userId);

/** PUT /api/requests/{id}/panel: the Owners and Buyers name the panel; who declared or scored stays on it. */
export function setPanel(ctx: ServiceContext, actor: Actor, { id, memberIds }: PanelInput & { id: string }): Promise<Evaluation> {
  return evaluationWrite(ctx, actor, id, async (tx, { tender, data }) => {
    enforce(leadRefusal(actor, tender.organisationId));
    if (!tender.organisationId) throw new Conflict(M.needsOrganisation);
    if (frozenBy(data.decisions)) throw new Conflict(M.panelFrozen);
    const wanted = [...new Set(memberIds)];
    if (wanted.some((userId) => !data.eligible.some((e) => e.userId === userId))) throw new Invalid(M.panelMember);
    const current = data.panel.map((m) => m.userId);
    const removed = current.filter((userId) => !wanted.includes(userId));
    const added = wanted.filter((userId) => !current.includes(userId));
    if (!removed.length && !added.length) return;
    const acted = await repo.membersWhoActed(tx, tender.id);
    if (removed.some((userId) => acted.has(userId))) throw new Conflict(M.panelLocked);
    await repo.removePanelMembers(tx, tender.id, removed);
    await repo.addPanelMembers(tx, tender.id, added, actor.userId as string);
    const after = data.eligible.filter((e) => wanted.includes(e.userId));
    await recordEvent(tx, actor, {
      entityType: "evaluation",
      entityId: tender.id,
      action: "panel_changed",
      requestId: tender.id,
      changes: { panel: { before: names(data.panel), after: names(after) } },
    });
    const link = `${ctx.appUrl}/requests/${tender.id}#evaluation`;
    await enqueueMail(
      tx,
      after
        .filter((m) => added.includes(m.userId) && m.userId !== actor.userId)
        .map((m) =>
          mails.notify("applications", m.email, `You are on the evaluation panel of "${tender.title}"`, [
            `You were named to the evaluation panel of the request "${tender.title}".`,
            "Before you see any bid, declare for each bidder whether you have a conflict of interest; then score each bid you may see, with your reasons. You see the other members' scores only after giving your own.",
            `Open the evaluation: ${link}`,
          ]),
        ),
    );
  });
}

/** PUT /api/requests/{id}/declarations: a panel member declares for bidders, once each, before seeing any bid. */
export function declare(ctx: ServiceContext, actor: Actor, { id, declarations }: DeclarationsInput & { id: string }): Promise<Evaluation> {
  return evaluationWrite(ctx, actor, id, async (tx, { tender, data }) => {
    enforce(panelMemberRefusal(actor, data.panel.some((m) => m.userId === actor.userId)));
    const bidders = new Map(data.bidders.map((b) => [b.providerId, b]));
    for (const d of declarations) if (!bidders.has(d.providerId)) throw new Invalid(M.notABidder);
    const unique = [...new Map(declarations.map((d) => [d.providerId, d])).values()];
    if (unique.some((d) => data.declarations.some((x) => x.userId === actor.userId && x.providerId === d.providerId))) throw new Conflict(M.alreadyDeclared);
    const rows = unique.map((d) => ({ tenderId: tender.id, userId: actor.userId as string, providerId: d.providerId, conflict: d.conflict, note: d.note || null }));
    const inserted = await repo.insertDeclarations(tx, rows);
    if (inserted.length !== rows.length) throw new Conflict(M.alreadyDeclared);
    await recordEvent(
      tx,
      actor,
      rows.map((r) => ({
        entityType: "evaluation" as const,
        entityId: tender.id,
        action: "declared" as const,
        requestId: tender.id,
        providerId: r.providerId,
        changes: { conflict: { before: null, after: r.conflict }, ...(r.note ? { note: { before: null, after: r.note } } : {}) },
      })),
    );
  });
}

/** The application and its request, for a write about one bid. */
async function bidOf(db: Db, applicationId: string) {
  const application = await findApplication(db, applicationId);
  if (!application) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
  return application;
}

/** PUT /api/applications/{id}/panel-score: a panel member's own score of a bid they may see; final. */
export async function scoreBid(ctx: ServiceContext, actor: Actor, { id, score, justification }: PanelScoreInput & { id: string }): Promise<Evaluation> {
  const application = await bidOf(ctx.db, id);
  return evaluationWrite(ctx, actor, application.tenderId, async (tx, { tender, data }) => {
    enforce(panelMemberRefusal(actor, data.panel.some((m) => m.userId === actor.userId)));
    await enforceSeesBid(tx, actor, tender, application.providerId);
    const bid = data.bidders.find((b) => b.applicationId === id);
    if (!bid) throw new Conflict(APPLICATION_MESSAGES.scoreWithdrawn);
    if (frozenBy(data.decisions)) throw new Conflict(M.scoresFrozen);
    const inserted = await repo.insertScore(tx, { applicationId: id, userId: actor.userId as string, tenderId: tender.id, score, justification });
    if (!inserted) throw new Conflict(M.alreadyScored);
    // The score itself stays out of the history, which other members read before they score.
    await recordEvent(tx, actor, { entityType: "evaluation", entityId: tender.id, action: "scored", requestId: tender.id, providerId: bid.providerId });
  });
}

/** PUT /api/applications/{id}/consensus: the Buyer's consensus score, once every member without a conflict scored the bid. */
export async function setConsensus(ctx: ServiceContext, actor: Actor, { id, score, rationale }: ConsensusInput & { id: string }): Promise<Evaluation> {
  const application = await bidOf(ctx.db, id);
  return evaluationWrite(ctx, actor, application.tenderId, async (tx, { tender, data }) => {
    enforce(leadRefusal(actor, tender.organisationId));
    if (!data.panel.length) throw new Conflict(M.noPanel);
    await enforceSeesBid(tx, actor, tender, application.providerId);
    const bid = data.bidders.find((b) => b.applicationId === id);
    if (!bid) throw new Conflict(APPLICATION_MESSAGES.scoreWithdrawn);
    if (frozenBy(data.decisions)) throw new Conflict(M.scoresFrozen);
    const bidView = toEvaluation(actor, data).bids.find((b) => b.applicationId === id);
    if (bidView?.awaiting.length) throw new Conflict(M.scoresMissing);
    if (data.panel.some((m) => m.userId === actor.userId) && !bidView?.yourScore) throw new Conflict(M.scoreOwnFirst);
    await repo.setConsensus(tx, id, score, rationale, actor.userId as string);
    const event = qualityEvent(application, bid.qualityScore, score);
    await recordEvent(tx, actor, { ...event, changes: { ...event.changes, rationale: { before: bid.qualityRationale, after: rationale } } });
  });
}
