import type { ResolveInput, Study, StudyPage, StudiesQuery } from "@/shared/contracts/studies";
import { pageOf } from "@/shared/contracts/common";
import { CONTRACT_MESSAGES, contractReadRefusal, contractSide } from "@/shared/policy/contracts";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import { referenceLabel, STUDY_FIELDS, STUDY_MESSAGES as M, studyActions, studyDisputeRefusal, studySubmitRefusal } from "@/shared/policy/studies";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { Conflict, enforce, Forbidden, Invalid, NotFound } from "../../errors";
import { recordContractEvent } from "../contracts/events";
import { mailContractStep } from "../contracts/mails";
import * as contractsRepo from "../contracts/repo";
import type { FileRow } from "./csv";
import { type IngestOutcome, ingestStudies } from "./ingest";
import { measuresWindowStart } from "./measures";
import * as reads from "./reads-repo";
import * as repo from "./repo";
import { publishOpenDataChange } from "../open-data/publish";
import { checkStudy, rawOf } from "./rows";

/** The ledger as the contract's parties read and correct it (issue 31 §1). */

/** The contract, found, for a caller who may read it (signed out: 401; unknown: 404; then 403). */
export async function readableContract(ctx: ServiceContext, actor: Actor, id: string) {
  enforce(signedInRefusal(actor));
  const c = await reads.contractFacts(ctx.db, id);
  if (!c) throw new NotFound(CONTRACT_MESSAGES.notFound);
  enforce(contractReadRefusal(actor, c));
  return c;
}

async function submittableContract(ctx: ServiceContext, actor: Actor, id: string) {
  enforce(signedInRefusal(actor));
  const c = await reads.contractFacts(ctx.db, id);
  if (!c) throw new NotFound(CONTRACT_MESSAGES.notFound);
  enforce(studySubmitRefusal(actor, c));
  if (c.status !== "active") throw new Conflict(M.notActive);
  return c;
}

/** A file or a batch from a signed-in member of either side. */
export async function recordStudies(ctx: ServiceContext, actor: Actor, id: string, rows: AsyncIterable<FileRow> | Iterable<FileRow>, via: string): Promise<IngestOutcome> {
  const c = await submittableContract(ctx, actor, id);
  const side = contractSide(actor, c)!;
  return ingestStudies(ctx, c, { side, userId: actor.userId, apiKeyId: null, actor, via }, rows);
}

function toStudy(actor: Actor, c: reads.ContractFacts, s: repo.StudyRow): Study {
  return {
    id: s.id,
    reference: referenceLabel(s.referenceHash),
    modality: s.modality,
    tier: s.tier as Study["tier"],
    imagesAvailableAt: s.imagesAt.toISOString(),
    preliminaryReportAt: s.preliminaryAt?.toISOString() ?? null,
    finalReportAt: s.finalAt.toISOString(),
    turnaroundSeconds: s.turnaroundSeconds,
    commitmentMinutes: s.commitmentMinutes,
    withinCommitment: s.within,
    peerReview: s.peerReview as Study["peerReview"],
    submittedBySide: s.submittedBySide,
    status: s.status,
    dispute: s.disputeReason && s.disputedAt ? { reason: s.disputeReason, at: s.disputedAt.toISOString(), by: s.disputedByName } : null,
    resolution: s.resolution && s.resolvedAt ? { kind: s.resolution, at: s.resolvedAt.toISOString() } : null,
    actions: c.status === "active" ? studyActions(actor, c, s) : [],
  };
}

export async function listStudies(ctx: ServiceContext, actor: Actor, { id, status, page, pageSize }: { id: string } & StudiesQuery): Promise<StudyPage> {
  const c = await readableContract(ctx, actor, id);
  const { rows, total } = await reads.studyPage(ctx.db, id, status, pageSize + 1, (page - 1) * pageSize);
  return pageOf(
    rows.map((s) => toStudy(actor, c, s)),
    total,
    page,
    pageSize,
  );
}

/** A dispute or its resolution, under the contract's lock, with the month's figures recomputed and the other side told. */
async function moveStudy(ctx: ServiceContext, actor: Actor, id: string, studyId: string, move: "dispute" | "resolve", apply: (tx: Tx, s: repo.StudyRow, c: reads.ContractFacts) => Promise<{ months: string[]; lines: string[] }>): Promise<Study> {
  const c = await readableContract(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await contractsRepo.lockContract(tx, id);
    const s = await repo.findStudy(tx, id, studyId);
    if (!locked || !s) throw new NotFound(M.studyNotFound);
    enforce(studyDisputeRefusal(actor, c, s, move));
    if (locked.status !== "active") throw new Conflict(M.notActive);
    const { months, lines } = await apply(tx, s, c);
    await repo.refreshMonths(tx, id, [...new Set([s.month, ...months])]);
    await repo.refreshProviderMeasures(tx, c.providerId, measuresWindowStart());
    if (locked.tenderId) await publishOpenDataChange(tx, locked.tenderId);
    const side = contractSide(actor, c)!;
    await mailContractStep(tx, ctx.appUrl, c, [side === "hospital" ? "provider" : "hospital"], move === "dispute" ? "Study disputed" : "Dispute resolved", lines);
  });
  ctx.mailer.kick();
  const s = await repo.findStudy(ctx.db, id, studyId);
  return toStudy(actor, c, s!);
}

export function disputeStudy(ctx: ServiceContext, actor: Actor, { id, studyId, reason }: { id: string; studyId: string; reason: string }) {
  return moveStudy(ctx, actor, id, studyId, "dispute", async (tx, s, c) => {
    await repo.updateStudy(tx, s.id, { status: "disputed", disputeReason: reason, disputedAt: new Date(), disputedByName: actor.name ?? actor.email ?? null, resolution: null, resolvedAt: null });
    await recordContractEvent(tx, actor, c, "study_disputed", { study: { before: null, after: referenceLabel(s.referenceHash) }, reason: { before: null, after: reason } });
    return { months: [], lines: [`Study ${referenceLabel(s.referenceHash)} of the contract for "${c.title}" was disputed: ${reason}`, "It counts in the figures again once you correct or confirm it."] };
  });
}

export function resolveStudy(ctx: ServiceContext, actor: Actor, { id, studyId, input }: { id: string; studyId: string; input: ResolveInput }) {
  return moveStudy(ctx, actor, id, studyId, "resolve", async (tx, s, c) => {
    let month = s.month;
    if (input.resolution === "corrected") {
      const timeline = { startDate: c.startDate, versions: await repo.agreedVersions(tx, c.id) };
      const outcome = checkStudy(rawOf({ ...input.study, reference: "kept" }), timeline, () => s.referenceHash, new Date());
      if ("problems" in outcome)
        throw new Invalid(outcome.problems[0]!.message, Object.fromEntries(outcome.problems.map((p) => [`study.${p.column ? STUDY_FIELDS[p.column] : "_form"}`, p.message])));
      const { referenceHash: _, ...values } = outcome.study;
      await repo.updateStudy(tx, s.id, values);
      month = values.month;
    }
    await repo.updateStudy(tx, s.id, { status: "recorded", resolution: input.resolution, resolvedAt: new Date() });
    await recordContractEvent(tx, actor, c, "study_resolved", { study: { before: null, after: referenceLabel(s.referenceHash) }, resolution: { before: null, after: input.resolution } });
    const how = input.resolution === "corrected" ? "corrected" : "confirmed as recorded";
    return { months: [month], lines: [`The disputed study ${referenceLabel(s.referenceHash)} of the contract for "${c.title}" was ${how}; it counts in the figures again.`] };
  });
}

/** A batch from a machine client: the key's organisation must be one of the contract's two parties. */
export async function recordStudiesWithKey(ctx: ServiceContext, holder: { id: string; name: string; organisationId: string; kind: "hospital" | "provider" }, id: string, rows: AsyncIterable<FileRow> | Iterable<FileRow>): Promise<IngestOutcome> {
  const c = await reads.contractFacts(ctx.db, id);
  if (!c) throw new NotFound(CONTRACT_MESSAGES.notFound);
  const side = holder.kind === "hospital" ? (holder.organisationId === c.hospitalOrganisationId ? "hospital" : null) : holder.organisationId === c.providerId ? "provider" : null;
  if (!side) throw new Forbidden(M.keyForeign);
  if (c.status !== "active") throw new Conflict(M.notActive);
  return ingestStudies(ctx, c, { side, userId: null, apiKeyId: holder.id, actor: null, via: `API key "${holder.name}"` }, rows);
}
