import { z } from "zod";
import { HIDE_REASON_MAX, REPLY_MAX, REPLY_MIN, REVIEW_MAX, REVIEW_MESSAGES as M, REVIEW_MIN } from "../policy/reviews";
import { boundedText, pageSchema, pagingQuery } from "./common";

/** POST /api/applications/{id}/review: 1 to 5 whole stars and 10 to 2000 characters. */
export const CreateReviewInput = z
  .object({
    rating: z.number({ error: M.ratingRequired }).int(M.ratingRequired).min(1, M.ratingRequired).max(5, M.ratingRequired),
    body: boundedText(REVIEW_MIN, REVIEW_MAX, M.reviewRequired, M.reviewShort, M.reviewLong),
  })
  .strict();
export type CreateReviewInput = z.input<typeof CreateReviewInput>;

/** POST /api/reviews/{id}/reply: the provider's one public reply. */
export const ReplyInput = z.object({ reply: boundedText(REPLY_MIN, REPLY_MAX, M.replyRequired, M.replyShort, M.replyLong) }).strict();
export type ReplyInput = z.input<typeof ReplyInput>;

/** POST /api/admin/reviews/{id}/hide: the reason the provider is told. */
export const HideReviewInput = z.object({ reason: boundedText(1, HIDE_REASON_MAX, M.reasonRequired, M.reasonRequired, M.reasonLong) }).strict();
export type HideReviewInput = z.input<typeof HideReviewInput>;

export const ReviewsQuery = z.object({ ...pagingQuery(10) });

/** A review as everyone sees it: never who wrote it, which request or which hospital. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** "A hospital in Germany": the reviewed request's country. */
  reviewer: z.string(),
  /** For the reviewed provider's users, on a review without a reply. */
  canReply: z.boolean(),
  /** For admins. */
  canHide: z.boolean(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A provider's visible reviews, newest first, with its figures. */
export const ReviewPageSchema = pageSchema(PublicReviewSchema).extend({
  summary: z.object({ rating: z.number(), reviewCount: z.number(), verifiedReviews: z.number() }),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** What the owner's applications table knows of an award's review. */
export const ApplicationReviewSchema = z.object({ id: z.string(), rating: z.number() });

/**
 * What the ledger recorded on the contract of an award (issue 31), from its kept monthly figures: recorded studies
 * (disputed ones wait for their resolution), those within their commitment and the share they make (one decimal),
 * over how many months with studies, from the first to the last (YYYY-MM-01). Null before any study.
 */
export const AwardMeasuresSchema = z
  .object({
    measured: z
      .object({
        studies: z.number(),
        within: z.number(),
        withinPercent: z.number(),
        months: z.number(),
        firstMonth: z.string(),
        lastMonth: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "AwardMeasures" });
export type AwardMeasures = z.infer<typeof AwardMeasuresSchema>;

/** The answer to "Hide": the review's new state and the provider's recounted figures. */
export const HiddenReviewSchema = z.object({
  id: z.string(),
  hiddenAt: z.string(),
  hiddenReason: z.string(),
  summary: z.object({ rating: z.number(), reviewCount: z.number(), verifiedReviews: z.number() }),
});
export type HiddenReview = z.infer<typeof HiddenReviewSchema>;
