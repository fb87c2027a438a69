import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AssessedBid } from "@/shared/contracts/evaluations";
import { now, ts } from "./columns";
// A cycle with schema.ts: its tables are only read inside the reference callbacks, after both modules ran.
import { applications, providers, tenders, user } from "./schema";

/** Evaluation fit for public hospitals (issue 33, PRODUCT.md #38). */

/** The members of a request's evaluation panel. */
export const evaluationPanelMembers = pgTable(
  "evaluation_panel_members",
  {
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: now("added_at"),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.userId] }), index("evaluation_panel_members_user_idx").on(t.userId)],
);

/** A panel member's declaration of interest for one bidder, made before they see any bid; final. */
export const evaluationDeclarations = pgTable(
  "evaluation_declarations",
  {
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    conflict: boolean("conflict").notNull(),
    note: text("note"),
    declaredAt: now("declared_at"),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.userId, t.providerId] })],
);

/** A panel member's independent quality score of one bid, with reasons; final once given. */
export const evaluationScores = pgTable(
  "evaluation_scores",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    score: numeric("score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    justification: text("justification").notNull(),
    submittedAt: now("submitted_at"),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index("evaluation_scores_tender_idx").on(t.tenderId),
    check("evaluation_scores_score_check", sql`${t.score} between 0 and 10`),
  ],
);

/** An award proposed, approved or sent back, decided (its standstill), or withdrawn back to evaluation. */
export const awardDecisions = pgTable(
  "award_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["proposed", "sent_back", "decided", "withdrawn"] }).notNull(),
    closeRequest: boolean("close_request").notNull().default(false),
    proposedBy: text("proposed_by").references(() => user.id, { onDelete: "set null" }),
    proposedAt: now("proposed_at"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: ts("reviewed_at"),
    sentBackReason: text("sent_back_reason"),
    decidedAt: ts("decided_at"),
    standstillEndsAt: ts("standstill_ends_at"),
    withdrawnAt: ts("withdrawn_at"),
    withdrawnBy: text("withdrawn_by").references(() => user.id, { onDelete: "set null" }),
    withdrawnReason: text("withdrawn_reason"),
    /** What the decision changed, so a withdrawal can put it back: each application's status before, and whether it closed the request. */
    reverts: jsonb("reverts").$type<{ applications: { id: string; before: string }[]; closedRequest: boolean }>(),
    /** The assessment of every live bid when the decision was made (the summaries mailed to bidders). */
    assessment: jsonb("assessment").$type<AssessedBid[]>(),
  },
  (t) => [
    index("award_decisions_tender_idx").on(t.tenderId, t.proposedAt),
    index("award_decisions_application_idx").on(t.applicationId),
    uniqueIndex("award_decisions_one_proposal_idx").on(t.tenderId).where(sql`status = 'proposed'`), // also the dashboard's awards to approve
    check("award_decisions_status_check", sql`${t.status} in ('proposed','sent_back','decided','withdrawn')`),
  ],
);

/** A bidder's challenge of an award decision during its standstill, and the hospital's answer. */
export const awardChallenges = pgTable(
  "award_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    decisionId: uuid("decision_id")
      .notNull()
      .references(() => awardDecisions.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    lodgedBy: text("lodged_by").references(() => user.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    lodgedAt: now("lodged_at"),
    answer: text("answer"),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    answeredAt: ts("answered_at"),
  },
  (t) => [
    index("award_challenges_decision_idx").on(t.decisionId, t.lodgedAt),
    index("award_challenges_open_idx").on(t.decisionId).where(sql`answer is null`), // the dashboard's challenges to answer
  ],
);
