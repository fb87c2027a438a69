import type { ContractTerms } from "@/shared/contracts/contracts";
import { addDays, CONTRACT_MESSAGES as M, type ContractSide, contractSide, isRunning, negotiateRefusal, otherSide } from "@/shared/policy/contracts";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { Conflict, enforce, Forbidden, Invalid } from "../../errors";
import { changesBetween } from "../events/record";
import { publishOpenDataChange } from "../open-data/publish";
import { recordContractEvent } from "./events";
import { mailContractStep } from "./mails";
import { byActor, datesOf, inContract, today } from "./negotiation";
import * as repo from "./repo";

/** Changes after acceptance and termination (issue 30 §2-3): either side proposes, the other answers. */

const sideName = (side: ContractSide) => (side === "hospital" ? "The hospital" : "The provider");

/** The latest agreed terms (a change accepted today may apply from a later day: it is still the base of the next one). */
async function agreedTerms(tx: Tx, c: repo.ContractRow): Promise<ContractTerms> {
  const current = c.currentVersion === null ? null : await repo.acceptedVersion(tx, c.id, c.currentVersion);
  if (!current) throw new Conflict(M.notRunning);
  return current.terms;
}

export function proposeChange(ctx: ServiceContext, actor: Actor, input: { id: string; terms: ContractTerms; effectiveFrom: string; message?: string }) {
  return inContract(ctx, actor, input.id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c));
    const side = contractSide(actor, c) as ContractSide;
    if (!isRunning(c.status)) throw new Conflict(M.notRunning);
    if (await repo.pendingVersion(tx, c.id)) throw new Conflict(M.changePending);
    const current = await agreedTerms(tx, c);
    if (input.terms.startDate !== current.startDate) throw new Invalid(M.startChanged, { "terms.startDate": M.startChanged });
    const changes = changesBetween(current, input.terms);
    if (!Object.keys(changes).length) throw new Invalid(M.noChange);
    if (input.effectiveFrom < today()) throw new Invalid(M.effectivePast, { effectiveFrom: M.effectivePast });
    if (input.effectiveFrom < current.startDate) throw new Invalid(M.effectiveBeforeStart, { effectiveFrom: M.effectiveBeforeStart });
    const number = (c.currentVersion ?? 1) + 1;
    const revision = await repo.nextRevision(tx, c.id, number);
    const by = byActor(actor);
    await repo.insertVersion(tx, {
      contractId: c.id,
      number,
      revision,
      kind: "change",
      proposedBySide: side,
      proposedBy: by.user,
      proposedByName: by.name,
      proposedByEmail: by.email,
      message: input.message ?? null,
      effectiveFrom: input.effectiveFrom,
      terms: input.terms,
    });
    await repo.updateContract(tx, c.id, { awaiting: otherSide(side) });
    await recordContractEvent(tx, actor, c, "change_proposed", { ...changes, effectiveFrom: { before: null, after: input.effectiveFrom } });
    await mailContractStep(tx, ctx.appUrl, c, [otherSide(side)], "Change proposed", [
      `${sideName(side)} proposed a change to the contract for "${c.title}" (version ${number}), effective from ${input.effectiveFrom}. Accept or decline it on the contract's page.`,
      ...(input.message ? [`Their message: ${input.message}`] : []),
    ]);
  });
}

export function answerChange(ctx: ServiceContext, actor: Actor, input: { id: string; versionId: string; accept: boolean; message?: string }) {
  return inContract(ctx, actor, input.id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c));
    const side = contractSide(actor, c) as ContractSide;
    const pending = await repo.pendingVersion(tx, c.id);
    if (!isRunning(c.status) || !pending || pending.kind !== "change" || pending.id !== input.versionId) throw new Conflict(M.changeNotPending);
    if (pending.proposedBySide === side) throw new Forbidden(M.ownProposal);
    const by = byActor(actor);
    const answer = { respondedBy: by.user, respondedByName: by.name, respondedByEmail: by.email, respondedAt: new Date(), response: input.message ?? null };
    if (!(await repo.answerVersion(tx, pending.id, { ...answer, status: input.accept ? "accepted" : "declined" }))) throw new Conflict(M.changeNotPending);
    if (input.accept) await repo.updateContract(tx, c.id, { awaiting: null, currentVersion: pending.number, ...datesOf(pending.terms, c.renewals) });
    else await repo.updateContract(tx, c.id, { awaiting: null });
    if (input.accept && c.tenderId) await publishOpenDataChange(tx, c.tenderId);
    await recordContractEvent(tx, actor, c, input.accept ? "change_accepted" : "change_declined", {
      version: { before: c.currentVersion, after: input.accept ? pending.number : c.currentVersion },
      ...(input.message ? { message: { before: null, after: input.message } } : {}),
    });
    await mailContractStep(tx, ctx.appUrl, c, [pending.proposedBySide], input.accept ? "Change accepted" : "Change declined", [
      input.accept
        ? `${sideName(side)} accepted your change to the contract for "${c.title}": version ${pending.number} applies from ${pending.effectiveFrom}.`
        : `${sideName(side)} declined your change to the contract for "${c.title}"; the terms stay as they were.`,
      ...(input.message ? [`Their message: ${input.message}`] : []),
    ]);
  });
}

export function terminateContract(ctx: ServiceContext, actor: Actor, { id, reason }: { id: string; reason: string }) {
  return inContract(ctx, actor, id, async (tx, c) => {
    enforce(negotiateRefusal(actor, c));
    const side = contractSide(actor, c) as ContractSide;
    if (!isRunning(c.status)) throw new Conflict(M.notRunning);
    if (c.terminatesOn) throw new Conflict(M.alreadyTerminating);
    // The notice period of the terms that apply today (or, before the start, on the first day), not of a change
    // agreed for a later day.
    const inForce = await repo.versionInForce(tx, c.id, today() > c.startDate ? today() : c.startDate);
    if (!inForce) throw new Conflict(M.notRunning);
    const { noticeDays } = inForce.terms;
    const effectiveOn = addDays(today(), noticeDays);
    const by = byActor(actor);
    await repo.updateContract(tx, c.id, {
      terminatedBySide: side,
      terminatedBy: by.user,
      terminatedByName: by.name,
      terminatedByEmail: by.email,
      terminationReason: reason,
      terminationNoticedAt: new Date(),
      terminatesOn: effectiveOn,
    });
    await recordContractEvent(tx, actor, c, "termination_noticed", { terminatesOn: { before: null, after: effectiveOn }, reason: { before: null, after: reason } });
    await mailContractStep(tx, ctx.appUrl, c, [otherSide(side)], "Notice of termination", [
      `${sideName(side)} gave notice to terminate the contract for "${c.title}". After the notice period of ${noticeDays} days it ends on ${effectiveOn}.`,
      `Their reason: ${reason}`,
    ]);
    if (noticeDays === 0) await applyTermination(tx, ctx.appUrl, { ...c, terminatesOn: effectiveOn });
  });
}

/** The day a notice takes effect: the contract is terminated and a change still waiting lapses. */
export async function applyTermination(tx: Tx, appUrl: string, c: repo.ContractRow): Promise<void> {
  await repo.updateContract(tx, c.id, { status: "terminated", awaiting: null });
  await repo.supersedePending(tx, c.id);
  await recordContractEvent(tx, null, c, "terminated", { status: { before: c.status, after: "terminated" } });
  if (c.tenderId) await publishOpenDataChange(tx, c.tenderId);
  await mailContractStep(tx, appUrl, c, ["hospital", "provider"], "Contract terminated", [`The contract for "${c.title}" is terminated as of ${c.terminatesOn}, after the notice given.`]);
}
