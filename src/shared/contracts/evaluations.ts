import { z } from "zod";
import { CHALLENGE_MAX, DECISION_STATUSES, EVALUATIONS_MESSAGES as M, JUSTIFICATION_MAX, STANDSTILL_MAX_DAYS } from "../policy/evaluations";
import { MemberRoleSchema } from "./organisations";
import { WeightsSchema } from "./request-evaluation";
import { SCORING_MESSAGES } from "../policy/scoring";

/**
 * Evaluation fit for public hospitals (issue 33, PRODUCT.md #38): a request's panel, conflict declarations,
 * independent scores, consensus, four-eyes award approval, standstill and challenges.
 */

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** A quality score: 0 to 10 with at most one decimal (the hospital's, a panel member's, the consensus). */
export const QualityScore = z
  .number({ error: SCORING_MESSAGES.qualityScore })
  .min(0, SCORING_MESSAGES.qualityScore)
  .max(10, SCORING_MESSAGES.qualityScore)
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, SCORING_MESSAGES.qualityScore);

/** A request's standstill option: null for none, else 0 to 30 days (10 by default in the form). */
export const StandstillDaysInput = z
  .number({ error: M.standstillDays })
  .int(M.standstillDays)
  .min(0, M.standstillDays)
  .max(STANDSTILL_MAX_DAYS, M.standstillDays)
  .nullable();

/** PUT /api/requests/{id}/panel: the panel's members by user id (an empty list removes a panel nobody has used). */
export const PanelInput = z.object({ memberIds: z.array(z.string({ error: M.panelMember }).min(1, M.panelMember), { error: M.panelMember }).max(12, M.panelTooLarge) }).strict();
export type PanelInput = z.infer<typeof PanelInput>;

/** PUT /api/requests/{id}/declarations: the caller's declarations for bidders they have not declared for yet. */
export const DeclarationsInput = z
  .object({
    declarations: z
      .array(
        z
          .object({
            providerId: z.string({ error: M.notABidder }).min(1, M.notABidder),
            conflict: z.boolean({ error: "Conflict must be true or false" }),
            note: z.string({ error: M.noteTooLong }).trim().max(2000, M.noteTooLong).optional(),
          })
          .strict()
          .refine((d) => !d.conflict || (d.note ?? "").length > 0, { message: M.conflictNoteRequired, path: ["note"] }),
      )
      .min(1, "Declare for at least one bidder")
      .max(500),
  })
  .strict();
export type DeclarationsInput = z.input<typeof DeclarationsInput>;

/** PUT /api/applications/{id}/panel-score: a panel member's own score of the bid's quality, final once given. */
export const PanelScoreInput = z.object({ score: QualityScore, justification: text(M.justificationRequired, JUSTIFICATION_MAX, M.justificationTooLong) }).strict();
export type PanelScoreInput = z.infer<typeof PanelScoreInput>;

/** PUT /api/applications/{id}/consensus: the panel's agreed quality score, the one that enters the ranking. */
export const ConsensusInput = z.object({ score: QualityScore, rationale: text(M.rationaleRequired, JUSTIFICATION_MAX, M.justificationTooLong) }).strict();
export type ConsensusInput = z.infer<typeof ConsensusInput>;

/** POST /api/applications/{id}/award-proposal. */
export const AwardProposalInput = z.object({ closeRequest: z.boolean({ error: "closeRequest must be true or false" }).default(false) }).strict();
export type AwardProposalInput = z.input<typeof AwardProposalInput>;

/** A reason: sending a proposal back, withdrawing a decision. */
export const ReasonInput = z.object({ reason: text(M.reasonRequired, 2000, M.noteTooLong) }).strict();
export type ReasonInput = z.infer<typeof ReasonInput>;

export const ChallengeInput = z.object({ text: text(M.challengeRequired, CHALLENGE_MAX, M.challengeTooLong) }).strict();
export type ChallengeInput = z.infer<typeof ChallengeInput>;

export const ChallengeAnswerInput = z.object({ answer: text(M.answerRequired, CHALLENGE_MAX, M.challengeTooLong) }).strict();
export type ChallengeAnswerInput = z.infer<typeof ChallengeAnswerInput>;

/** PATCH /api/organisations/{id}/settings (Owners). */
/** PATCH /api/organisations/{id}/settings: one setting or both. */
export const OrganisationSettingsInput = z
  .object({
    awardsNeedApproval: z.boolean({ error: "Awards need approval must be true or false" }).optional(),
    requireTwoFactor: z.boolean({ error: "Require two-factor must be true or false" }).optional(),
  })
  .strict()
  .refine((v) => v.awardsNeedApproval !== undefined || v.requireTwoFactor !== undefined, { message: "Give a setting to change" });
export type OrganisationSettingsInput = z.infer<typeof OrganisationSettingsInput>;

const Person = z.object({ userId: z.string().nullable(), name: z.string().nullable() });
const Points = z.object({ price: z.number(), turnaround: z.number(), quality: z.number(), total: z.number() });

export const ChallengeSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  text: z.string(),
  lodgedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: Person.nullable(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** One bid as the award decision assessed it: its points, rank and the consensus rationale of its quality score. */
export const AssessedBidSchema = z.object({
  applicationId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  points: Points,
  qualityScore: z.number(),
  rationale: z.string().nullable(),
  rank: z.number(),
});
export type AssessedBid = z.infer<typeof AssessedBidSchema>;

export const DecisionSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** The provider the award goes to. */
  providerId: z.string(),
  providerName: z.string(),
  status: z.enum(DECISION_STATUSES),
  closeRequest: z.boolean(),
  proposedBy: Person,
  proposedAt: z.string(),
  /** The second member's approval, or who sent it back. */
  reviewedBy: Person.nullable(),
  reviewedAt: z.string().nullable(),
  sentBackReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Null when the request has no standstill. */
  standstillEndsAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
  challenges: z.array(ChallengeSchema),
  /** What the caller may do with it now. */
  canApprove: z.boolean(),
  canWithdraw: z.boolean(),
});
export type Decision = z.infer<typeof DecisionSchema>;

const IndividualScore = z.object({ userId: z.string(), name: z.string().nullable(), score: z.number(), justification: z.string(), at: z.string() });

export const EvaluatedBidSchema = z.object({
  applicationId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  status: z.string(),
  /** The caller's own score, when they sit on the panel and gave one. */
  yourScore: IndividualScore.nullable(),
  /** Every member's score: for the Buyers who run the evaluation, and for a panel member once they scored the bid; else null. */
  scores: z.array(IndividualScore).nullable(),
  spread: z.object({ min: z.number(), max: z.number(), mean: z.number() }).nullable(),
  /** Panel members without a conflict who have not scored the bid yet (names only). */
  awaiting: z.array(Person),
  consensus: z.object({ score: z.number(), rationale: z.string().nullable(), by: Person.nullable(), at: z.string().nullable() }).nullable(),
  canScore: z.boolean(),
  canSetConsensus: z.boolean(),
});
export type EvaluatedBid = z.infer<typeof EvaluatedBidSchema>;

export const DeclarationSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  providerId: z.string(),
  providerName: z.string(),
  conflict: z.boolean(),
  note: z.string().nullable(),
  at: z.string(),
});
export type Declaration = z.infer<typeof DeclarationSchema>;

/** GET /api/requests/{id}/evaluation: the evaluation as the caller (a member of the request's organisation, or an admin) may see it. */
export const EvaluationSchema = z
  .object({
    requestId: z.string(),
    title: z.string(),
    weights: WeightsSchema,
    standstillDays: z.number().nullable(),
    approvalRequired: z.boolean(),
    panel: z.array(z.object({ userId: z.string(), name: z.string().nullable(), role: MemberRoleSchema.nullable(), declaredAll: z.boolean(), scored: z.number() })),
    /** Members who may sit on the panel: for those who may change it, else empty. */
    eligible: z.array(z.object({ userId: z.string(), name: z.string().nullable(), email: z.string(), role: MemberRoleSchema })),
    you: z.object({
      onPanel: z.boolean(),
      canManagePanel: z.boolean(),
      /** May set consensus scores, propose or make the award, answer challenges. */
      leads: z.boolean(),
      seesBids: z.boolean(),
      /** Bidders the caller on the panel has still to declare for. */
      toDeclare: z.array(z.object({ providerId: z.string(), providerName: z.string() })),
    }),
    /** The caller's own declarations; every member's for those who lead the evaluation and admins. */
    declarations: z.array(DeclarationSchema),
    bids: z.array(EvaluatedBidSchema),
    decisions: z.array(DecisionSchema),
  })
  .meta({ id: "Evaluation" });
export type Evaluation = z.infer<typeof EvaluationSchema>;

/** GET /api/requests/{id}/standstill: what a bidder sees of the award decision on a request it applied to. */
export const BidderStandstillSchema = z
  .object({
    decision: z
      .object({
        id: z.string(),
        status: z.enum(DECISION_STATUSES),
        decidedAt: z.string().nullable(),
        standstillEndsAt: z.string().nullable(),
        withdrawnAt: z.string().nullable(),
        youWon: z.boolean(),
      })
      .nullable(),
    /** The assessment summary: the caller's bid and the winner's, as assessed when the decision was made. */
    summary: z.object({ weights: WeightsSchema, own: AssessedBidSchema.nullable(), winner: AssessedBidSchema, of: z.number() }).nullable(),
    challenges: z.array(ChallengeSchema),
    canChallenge: z.boolean(),
  })
  .meta({ id: "BidderStandstill" });
export type BidderStandstill = z.infer<typeof BidderStandstillSchema>;
