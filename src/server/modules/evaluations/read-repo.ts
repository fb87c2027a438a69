import { eq, sql } from "drizzle-orm";
import type { AssessedBid } from "@/shared/contracts/evaluations";
import type { MemberRole } from "@/shared/policy/organisations";
import { PANEL_ROLES } from "@/shared/policy/evaluations";
import type { Db, Tx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { tenders } from "../../db/schema";
import { toRecord } from "../requests/repo";
import type { BidderRow, ChallengeRow, DeclarationRow, DecisionRow, PanelMemberRow, ScoreRow } from "./repo";

/**
 * A request's whole evaluation in one statement (decision 0034: one prepared read per hot page): its panel, the members
 * who may sit on it, the live bids, declarations, scores, decisions with their challenges, and the names they mention.
 */

const id = sql.placeholder("id");
const roles = sql.raw(PANEL_ROLES.map((r) => `'${r}'`).join(","));
/** A user's name by primary key, one row at a time (a join could hash the whole user table). */
const nameOf = (userId: ReturnType<typeof sql>) => sql`(select u.name from "user" u where u.id = ${userId})`;
const list = (select: ReturnType<typeof sql>, order: string) => sql`coalesce((select json_agg(x order by ${sql.raw(order)}) from (${select}) x), '[]'::json)`;

const build = (db: Db | Tx) =>
  db
    .select({
      tender: tenders,
      approval: sql<boolean>`coalesce((select o.awards_need_approval from organisations o where o.id = ${tenders.organisationId}), false)`,
      panel: sql<unknown[]>`${list(sql`select pm.user_id as "userId", ${nameOf(sql`pm.user_id`)} as name, om.role, pm.added_at from evaluation_panel_members pm
        left join organisation_members om on om.user_id = pm.user_id and om.organisation_id = ${tenders.organisationId} where pm.tender_id = ${tenders.id}`, "x.added_at, x.\"userId\"")}`,
      eligible: sql<unknown[]>`${list(sql`select om.user_id as "userId", u.name, u.email, om.role from organisation_members om join "user" u on u.id = om.user_id
        where om.organisation_id = ${tenders.organisationId} and om.role in (${roles})`, "x.email")}`,
      bidders: sql<unknown[]>`${list(sql`select a.id as "applicationId", a.provider_id as "providerId", p.name as "providerName", a.status, a.quality_score as "qualityScore",
        a.quality_rationale as "qualityRationale", a.quality_scored_by as "qualityScoredBy", ${nameOf(sql`a.quality_scored_by`)} as "qualityScoredByName", a.quality_scored_at as "qualityScoredAt"
        from applications a join providers p on p.id = a.provider_id
        where a.tender_id = ${tenders.id} and a.status <> 'WITHDRAWN'`, 'x."providerName", x."applicationId"')}`,
      declarations: sql<unknown[]>`${list(sql`select d.user_id as "userId", ${nameOf(sql`d.user_id`)} as name, d.provider_id as "providerId", p.name as "providerName", d.conflict, d.note, d.declared_at as at
        from evaluation_declarations d join providers p on p.id = d.provider_id where d.tender_id = ${tenders.id}`, 'x.at, x."providerName"')}`,
      scores: sql<unknown[]>`${list(sql`select s.application_id as "applicationId", s.user_id as "userId", ${nameOf(sql`s.user_id`)} as name, s.score, s.justification, s.submitted_at as at
        from evaluation_scores s where s.tender_id = ${tenders.id}`, 'x.at, x."userId"')}`,
      decisions: sql<unknown[]>`${list(sql`select d.* from award_decisions d where d.tender_id = ${tenders.id}`, "x.proposed_at desc, x.id desc")}`,
      challenges: sql<unknown[]>`${list(sql`select c.*, p.name as provider_name from award_challenges c join award_decisions d on d.id = c.decision_id
        join providers p on p.id = c.provider_id where d.tender_id = ${tenders.id}`, "x.lodged_at, x.id")}`,
      people: sql<unknown[]>`${list(sql`select ids.id, ${nameOf(sql`ids.id`)} as name from (
        select d.proposed_by as id from award_decisions d where d.tender_id = ${tenders.id} union select d.reviewed_by from award_decisions d where d.tender_id = ${tenders.id}
        union select d.withdrawn_by from award_decisions d where d.tender_id = ${tenders.id}
        union select c.answered_by from award_challenges c join award_decisions d on d.id = c.decision_id where d.tender_id = ${tenders.id}) ids
        where ids.id is not null`, "x.id")}`,
    })
    .from(tenders)
    .where(eq(tenders.id, sql`${id}::uuid`));

type Raw = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toDecision = (d: Raw): DecisionRow => ({
  id: d.id as string,
  tenderId: d.tender_id as string,
  applicationId: d.application_id as string,
  status: d.status as DecisionRow["status"],
  closeRequest: d.close_request as boolean,
  proposedBy: d.proposed_by as string | null,
  proposedAt: date(d.proposed_at) as Date,
  reviewedBy: d.reviewed_by as string | null,
  reviewedAt: date(d.reviewed_at),
  sentBackReason: d.sent_back_reason as string | null,
  decidedAt: date(d.decided_at),
  standstillEndsAt: date(d.standstill_ends_at),
  withdrawnAt: date(d.withdrawn_at),
  withdrawnBy: d.withdrawn_by as string | null,
  withdrawnReason: d.withdrawn_reason as string | null,
  reverts: d.reverts as DecisionRow["reverts"],
  assessment: d.assessment as AssessedBid[] | null,
});

const toChallenge = (c: Raw): ChallengeRow => ({
  providerName: c.provider_name as string,
  challenge: {
    id: c.id as string,
    decisionId: c.decision_id as string,
    providerId: c.provider_id as string,
    lodgedBy: c.lodged_by as string | null,
    text: c.text as string,
    lodgedAt: date(c.lodged_at) as Date,
    answer: c.answer as string | null,
    answeredBy: c.answered_by as string | null,
    answeredAt: date(c.answered_at),
  },
});

/** The request and its evaluation's rows, read in one statement (in the caller's transaction when given one); null: no such request. */
export async function evaluationRows(db: Db | Tx, tenderId: string, tx?: Tx) {
  const statement = tx ? build(tx).prepare("evaluation_read_tx") : preparedOnce(db as Db, "evaluation_read", build);
  const [row] = await statement.execute({ id: tenderId });
  if (!row) return null;
  const r = row as unknown as Record<string, Raw[]> & { approval: boolean; tender: typeof tenders.$inferSelect };
  return {
    tender: toRecord(r.tender),
    approvalRequired: r.approval,
    panel: r.panel.map((m): PanelMemberRow => ({ userId: m.userId as string, name: m.name as string | null, role: m.role as MemberRole | null })),
    eligible: r.eligible.map((m) => ({ userId: m.userId as string, name: m.name as string | null, email: m.email as string, role: m.role as MemberRole })),
    bidders: r.bidders.map((b): BidderRow => ({ ...(b as unknown as BidderRow), qualityScore: num(b.qualityScore), qualityScoredAt: date(b.qualityScoredAt) })),
    declarations: r.declarations.map((d): DeclarationRow => ({ ...(d as unknown as DeclarationRow), at: date(d.at) as Date })),
    scores: r.scores.map((s): ScoreRow => ({ ...(s as unknown as ScoreRow), score: Number(s.score), at: date(s.at) as Date })),
    decisions: r.decisions.map(toDecision),
    challenges: r.challenges.map(toChallenge),
    names: new Map(r.people.map((p) => [p.id as string, p.name as string | null])),
  };
}
