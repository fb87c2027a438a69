import { utcDay } from "@/shared/contracts/common";
import type { Contract, ContractTerms } from "@/shared/contracts/contracts";
import { CONTRACT_MESSAGES as M, negotiateRefusal, termEnd } from "@/shared/policy/contracts";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { Conflict, enforce, Invalid, NotFound } from "../../errors";
import { changesBetween } from "../events/record";
import { publishOpenDataChange } from "../open-data/publish";
import { recordContractEvent } from "./events";
import { mailContractStep } from "./mails";
import { refuseSendDuringStandstill } from "../evaluations/award-service";
import { utcMinute } from "./document-layout";
import * as repo from "./repo";
import { readContract } from "./service";

/** Drafting and acceptance (issue 30 §1-2): the hospital edits and sends, the provider accepts or asks for changes. */

/** Today, as the contract's dates count days (UTC). */
export const today = () => utcDay();

/** A write on one contract under its row lock; the caller's answer is the contract as the actor reads it afterwards. */
export async function inContract(ctx: ServiceContext, actor: Actor, id: string, write: (tx: Tx, c: repo.ContractRow) => Promise<void>): Promise<Contract> {
  await ctx.db.transaction(async (tx) => {
    const c = await repo.lockContract(tx, id);
    if (!c) throw new NotFound(M.notFound);
    await write(tx, c);
  });
  ctx.mailer.kick();
  return readContract(ctx.db, actor, id);
}

/** The start date's rules: not before the bid's earliest start, and (when sent) not in the past. */
function refuseStart(terms: ContractTerms, c: Pick<repo.ContractRow, "earliestStart">, day: string): void {
  if (c.earliestStart && terms.startDate < c.earliestStart) {
    const message = M.startBeforeEarliest(c.earliestStart);
    throw new Invalid(message, { "terms.startDate": message });
  }
  if (terms.startDate < day) throw new Invalid(M.startPast, { "terms.startDate": M.startPast });
}

/** What a contract row keeps of its terms for lists and the lifecycle job. */
export const datesOf = (terms: ContractTerms, renewals = 0) => ({
  startDate: terms.startDate,
  termMonths: terms.termMonths,
  endDate: termEnd(terms.startDate, terms.termMonths * (renewals + 1)),
  renewal: terms.renewal,
});

export const byActor = (actor: Actor) => ({ user: actor.userId, name: actor.name ?? null, email: actor.email ?? null });

export function saveDraft(ctx: ServiceContext, actor: Actor, { id, terms }: { id: string; terms: ContractTerms }) {
  return inContract(ctx, actor, id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c, "hospital"));
    if (c.status !== "draft") throw new Conflict(M.notDraft);
    refuseStart(terms, c, today());
    const changes = changesBetween({ terms: c.draftTerms }, { terms });
    if (!Object.keys(changes).length) return;
    await repo.updateContract(tx, c.id, { draftTerms: terms, ...datesOf(terms) });
    await recordContractEvent(tx, actor, c, "draft_saved", changes);
  });
}

export function sendDraft(ctx: ServiceContext, actor: Actor, { id, message }: { id: string; message?: string }) {
  return inContract(ctx, actor, id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c, "hospital"));
    if (c.status !== "draft" || !c.draftTerms) throw new Conflict(M.notDraft);
    await refuseSendDuringStandstill(tx, c.applicationId, utcMinute);
    const terms = c.draftTerms;
    refuseStart(terms, c, today());
    const revision = await repo.nextRevision(tx, c.id, 1);
    const by = byActor(actor);
    await repo.insertVersion(tx, {
      contractId: c.id,
      number: 1,
      revision,
      kind: "contract",
      proposedBySide: "hospital",
      proposedBy: by.user,
      proposedByName: by.name,
      proposedByEmail: by.email,
      message: message ?? null,
      effectiveFrom: terms.startDate,
      terms,
    });
    await repo.updateContract(tx, c.id, { status: "sent", awaiting: "provider", ...datesOf(terms) });
    await recordContractEvent(tx, actor, c, "sent", { status: { before: "draft", after: "sent" }, version: { before: null, after: `1.${revision}` } });
    await mailContractStep(tx, ctx.appUrl, c, ["provider"], revision > 1 ? "Revised contract to accept" : "Contract to accept", [
      `The hospital sent ${revision > 1 ? `a revised contract (revision ${revision})` : "the contract"} for "${c.title}". An Owner of your organisation may accept it or ask for changes.`,
      ...(message ? [`Their message: ${message}`] : []),
    ]);
  });
}

/** The pending sending the provider answers: the one it read (two answers at once: the first wins, the second hears 409). */
async function pendingSending(tx: Tx, c: repo.ContractRow, versionId: string) {
  if (c.status !== "sent") throw new Conflict(M.notSent);
  const pending = await repo.pendingVersion(tx, c.id);
  if (pending?.kind !== "contract") throw new Conflict(M.notSent);
  if (pending.id !== versionId) throw new Conflict(M.staleVersion);
  return pending;
}

export function acceptContract(ctx: ServiceContext, actor: Actor, { id, versionId }: { id: string; versionId: string }) {
  return inContract(ctx, actor, id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c, "provider"));
    const pending = await pendingSending(tx, c, versionId);
    const by = byActor(actor);
    if (!(await repo.answerVersion(tx, pending.id, { status: "accepted", respondedBy: by.user, respondedByName: by.name, respondedByEmail: by.email, respondedAt: new Date() })))
      throw new Conflict(M.notSent);
    const status = pending.terms.startDate <= today() ? "active" : "scheduled";
    await repo.updateContract(tx, c.id, { status, awaiting: null, currentVersion: 1, draftTerms: null, ...datesOf(pending.terms) });
    await recordContractEvent(tx, actor, c, "accepted", { version: { before: null, after: 1 } });
    await recordContractEvent(tx, null, c, status === "active" ? "activated" : "scheduled", { status: { before: "sent", after: status } });
    if (c.tenderId) await publishOpenDataChange(tx, c.tenderId);
    const when = status === "active" ? "It is active from today." : `It is scheduled to start on ${pending.terms.startDate}.`;
    await mailContractStep(tx, ctx.appUrl, c, ["hospital"], "Contract accepted", [`The provider accepted the contract for "${c.title}". ${when}`]);
    await mailContractStep(tx, ctx.appUrl, c, ["provider"], status === "active" ? "Contract active" : "Contract scheduled", [`Your organisation accepted the contract for "${c.title}". ${when}`]);
  });
}

export function requestChanges(ctx: ServiceContext, actor: Actor, { id, versionId, message }: { id: string; versionId: string; message: string }) {
  return inContract(ctx, actor, id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c, "provider"));
    const pending = await pendingSending(tx, c, versionId);
    const by = byActor(actor);
    const answered = await repo.answerVersion(tx, pending.id, {
      status: "changes_requested",
      respondedBy: by.user,
      respondedByName: by.name,
      respondedByEmail: by.email,
      respondedAt: new Date(),
      response: message,
    });
    if (!answered) throw new Conflict(M.notSent);
    await repo.updateContract(tx, c.id, { status: "draft", awaiting: null, draftTerms: pending.terms });
    await recordContractEvent(tx, actor, c, "changes_requested", { status: { before: "sent", after: "draft" }, message: { before: null, after: message } });
    await mailContractStep(tx, ctx.appUrl, c, ["hospital"], "Changes asked for", [
      `The provider asked for changes to the contract for "${c.title}" before accepting it.`,
      `Their message: ${message}`,
      "Revise the draft and send it again.",
    ]);
  });
}
