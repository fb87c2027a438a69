import { and, eq, ne } from "drizzle-orm";
import { can } from "@/shared/policy/organisations";
import { EVALUATIONS_MESSAGES as M, type PanelFacts, seesBid, visibleBids } from "@/shared/policy/evaluations";
import type { Actor } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { evaluationDeclarations, evaluationPanelMembers } from "../../db/evaluations-schema";
import { applications } from "../../db/schema";
import { Forbidden } from "../../errors";

type Conn = Db | Tx;

/** Which bids of a request the actor may see: "all", "none", or the providers whose bids they may see. */
export type BidVisibility = "all" | "none" | readonly string[];

/** The facts `visibleBids` decides on, read for one actor and request. */
export async function panelFacts(db: Conn, actor: Actor, tenderId: string): Promise<PanelFacts> {
  const members = await db.select({ userId: evaluationPanelMembers.userId }).from(evaluationPanelMembers).where(eq(evaluationPanelMembers.tenderId, tenderId));
  const onPanel = members.some((m) => m.userId === actor.userId);
  if (!onPanel) return { hasPanel: members.length > 0, onPanel, declared: new Map(), bidders: [] };
  const [declared, bidders] = await Promise.all([
    db
      .select({ providerId: evaluationDeclarations.providerId, conflict: evaluationDeclarations.conflict })
      .from(evaluationDeclarations)
      .where(and(eq(evaluationDeclarations.tenderId, tenderId), eq(evaluationDeclarations.userId, actor.userId as string))),
    db.select({ providerId: applications.providerId }).from(applications).where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN"))),
  ]);
  return { hasPanel: true, onPanel, declared: new Map(declared.map((d) => [d.providerId, d.conflict])), bidders: bidders.map((b) => b.providerId) };
}

/** The bids of the request the actor may see (PRODUCT.md #38): every read of bids on the hospital's side goes through it. */
export async function bidVisibility(db: Conn, actor: Actor, tender: { id: string; organisationId: string | null; hasPanel?: boolean }): Promise<BidVisibility> {
  if (!can(actor, "request.read", tender.organisationId)) return "none";
  if (actor.role === "admin" || tender.hasPanel === false) return "all";
  return visibleBids(actor, tender.organisationId, await panelFacts(db, actor, tender.id));
}

/** Refuses a bid the actor may not see: a conflict they declared, or bids not yet open to them. */
export async function enforceSeesBid(db: Conn, actor: Actor, tender: { id: string; organisationId: string | null; hasPanel?: boolean }, providerId: string): Promise<void> {
  if (tender.hasPanel === false) return;
  const facts = await panelFacts(db, actor, tender.id);
  if (!facts.hasPanel || actor.role === "admin") return;
  const visible = visibleBids(actor, tender.organisationId, facts);
  if (seesBid(visible, providerId)) return;
  if (facts.declared.get(providerId) === true) throw new Forbidden(M.conflicted);
  throw new Forbidden(facts.onPanel ? M.declareFirst : M.notOnPanel);
}

/** The providers whose events and bids the actor must not see, for filters in SQL: null when they see every bid. */
export const hiddenFilter = (visible: BidVisibility): { only: readonly string[] } | null => (visible === "all" ? null : { only: visible === "none" ? [] : visible });
