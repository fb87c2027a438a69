import { seesBid } from "@/shared/policy/evaluations";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { currentComparison } from "../applications/compare-service";
import { findOrganisation } from "../organisations/repo";
import { bidVisibility } from "./access";
import { evaluationReport } from "./report";
import { evaluationData, readableRequest } from "./service";
import { toEvaluation } from "./view";

/** GET /api/requests/{id}/evaluation.pdf: the report holds what the caller may see of the evaluation, nothing more. */
export async function evaluationDocument(ctx: ServiceContext, actor: Actor, { id }: { id: string }) {
  const tender = await readableRequest(ctx.db, actor, id);
  const [data, comparison, visible, organisation] = await Promise.all([
    evaluationData(ctx.db, tender.id),
    currentComparison(ctx.db, tender),
    bidVisibility(ctx.db, actor, tender),
    tender.organisationId ? findOrganisation(ctx.db, tender.organisationId) : null,
  ]);
  const ranking = comparison.entries
    .filter((e) => seesBid(visible, e.provider.id))
    .map((e) => ({ providerName: e.provider.name, points: e.score, rank: e.rank, qualityScore: e.qualityScore }));
  const content = await evaluationReport({ evaluation: toEvaluation(actor, data), hospitalName: organisation?.name ?? null, generatedAt: new Date(), ranking });
  return { content, name: `evaluation-${tender.id.slice(0, 8)}.pdf` };
}
