import { type Comparison, type QualityScoreInput, rankedCount } from "@/shared/contracts/application-compare";
import type { OwnEvaluation } from "@/shared/contracts/applications";
import { APPLICATION_MESSAGES, compareRefusal } from "@/shared/policy/applications";
import { qualityScoreRefusal } from "@/shared/policy/evaluations";
import { effectiveStatus, type RequestRecord } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { enforce, NotFound } from "../../errors";
import { latestRates } from "../rates/repo";
import { findRequest } from "../requests/repo";
import * as compareRepo from "./compare-repo";
import { comparisonOf } from "./comparison";
import * as repo from "./repo";
import { recordEvent } from "../events/record";
import { qualityEvent } from "./application-events";
import { bidVisibility } from "../evaluations/access";
import { hasPanel } from "../evaluations/repo";
import { seesBid } from "@/shared/policy/evaluations";

/** The comparison as it stands in this connection (a transaction sees its own changes). */
export async function currentComparison(db: Db | Tx, tender: RequestRecord): Promise<Comparison> {
  const [rows, rates, panel] = await Promise.all([compareRepo.liveApplications(db, tender.id), latestRates(db), hasPanel(db, tender.id)]);
  return comparisonOf(tender, rows, rates, panel);
}

/** A bid's own points and rank once its request closed with it awarded or declined; null before that. */
export async function ownEvaluation(db: Db, application: { id: string; tenderId: string; status: string }): Promise<OwnEvaluation | null> {
  if (application.status !== "AWARDED" && application.status !== "DECLINED") return null;
  const tender = await findRequest(db, application.tenderId);
  if (!tender || effectiveStatus(tender.status, tender.deadline) !== "CLOSED") return null;
  const comparison = await currentComparison(db, tender);
  const own = comparison.entries.find((e) => e.application.id === application.id);
  if (!own?.score || own.rank === null) return null;
  return { points: own.score, weights: comparison.request.weights, rank: own.rank, of: rankedCount(comparison.entries) };
}

/** The request, when the actor evaluates its bids: its organisation's Owners, Buyers and Evaluators, or an admin. */
async function ownedRequest(db: Db | Tx, actor: Actor, tenderId: string): Promise<RequestRecord> {
  const tender = await findRequest(db, tenderId);
  if (!tender) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
  enforce(compareRefusal(actor, tender));
  return tender;
}

/** Compare Applications: the owning organisation's evaluating members or an admin (PRODUCT.md #24), with only the bids they may see (#38). */
export async function compareApplications(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<Comparison> {
  const tender = await ownedRequest(ctx.db, actor, id);
  const [comparison, visible] = await Promise.all([currentComparison(ctx.db, tender), bidVisibility(ctx.db, actor, tender)]);
  return { ...comparison, entries: comparison.entries.filter((e) => seesBid(visible, e.provider.id)) };
}

/** The hospital's quality score for one bid (0-10, null for the default); answers the new comparison. */
export async function scoreQuality(ctx: ServiceContext, actor: Actor, { id, qualityScore }: QualityScoreInput & { id: string }): Promise<Comparison> {
  const application = await repo.findApplication(ctx.db, id);
  if (!application) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
  return ctx.db.transaction(async (tx) => {
    const tender = await ownedRequest(tx, actor, application.tenderId);
    const current = await repo.lockApplication(tx, id);
    if (!current) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    enforce(qualityScoreRefusal(current, await hasPanel(tx, tender.id)));
    await compareRepo.setQualityScore(tx, id, qualityScore, actor.userId as string);
    await recordEvent(tx, actor, qualityEvent(current, current.qualityScore, qualityScore));
    return currentComparison(tx, tender);
  });
}
