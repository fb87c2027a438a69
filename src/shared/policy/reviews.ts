import { countryName } from "../reference/countries";
import type { ApplicationStatus } from "./applications";
import { can } from "./organisations";
import { type Actor, adminRefusal, isAdmin, providerUserRefusal, type Refusal, signedInRefusal } from "./roles";

/**
 * Verified reviews (issue 16 §4). Only the hospital that owns the request reviews, once per AWARDED
 * application: a review is the hospital's own word, so admins do not post one (they may hide one). The
 * reviewed provider's users reply once per review. Zod-free: public pages and forms import it.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 2000;
export const REPLY_MIN = 10;
export const REPLY_MAX = 2000;
export const HIDE_REASON_MAX = 1000;

export const REVIEW_MESSAGES = {
  ratingRequired: "Please choose a rating from 1 to 5 stars",
  reviewRequired: "Review is required",
  reviewShort: `Review must be at least ${REVIEW_MIN} characters`,
  reviewLong: `Review must be at most ${REVIEW_MAX} characters`,
  replyRequired: "Reply is required",
  replyShort: `Reply must be at least ${REPLY_MIN} characters`,
  replyLong: `Reply must be at most ${REPLY_MAX} characters`,
  reasonRequired: "A reason is required",
  reasonLong: `Reason must be at most ${HIDE_REASON_MAX} characters`,
  applicationNotFound: "Application not found",
  reviewNotFound: "Review not found",
  providerNotFound: "Provider not found",
  ownerOnly: "Only the hospital that posted this request can review its provider",
  notAwarded: "Only an awarded application can be reviewed",
  alreadyReviewed: "This award has already been reviewed",
  replyNotAllowed: "Only the reviewed provider's users can reply to this review",
  alreadyReplied: "This review already has a reply",
  alreadyHidden: "This review is already hidden",
} as const;

/** The owning organisation's Owners and Buyers (not an admin): they may review the award. */
export const ownsRequest = (actor: Actor, tender: { organisationId: string | null }) => actor.role === "hospital" && can(actor, "application.decide", tender.organisationId);

/** Posting a review: 401 without a session, 403 for anyone but the owning hospital, 409 unless AWARDED. */
export function reviewRefusal(actor: Actor, tender: { organisationId: string | null }, application: { status: ApplicationStatus }): Refusal {
  return (
    signedInRefusal(actor) ??
    (ownsRequest(actor, tender) ? null : { status: 403, message: REVIEW_MESSAGES.ownerOnly }) ??
    (application.status === "AWARDED" ? null : { status: 409, message: REVIEW_MESSAGES.notAwarded })
  );
}

/** Whether the owner's applications table offers "Review provider" for this row. */
export const canReview = (actor: Actor, tender: { organisationId: string | null }, application: { status: ApplicationStatus }, reviewed: boolean) =>
  !reviewed && reviewRefusal(actor, tender, application) === null;

/** Whether the actor speaks for the reviewed provider: its Owners. */
export const repliesFor = (actor: Actor, providerId: string) => actor.role === "telerad" && actor.providerId === providerId && can(actor, "provider.manage", providerId);

/** Replying: a telerad user of the reviewed provider (401, 403 otherwise), once (409). */
export function replyRefusal(actor: Actor, review: { providerId: string; reply: string | null }): Refusal {
  return (
    providerUserRefusal(actor) ??
    (repliesFor(actor, review.providerId) ? null : { status: 403, message: REVIEW_MESSAGES.replyNotAllowed }) ??
    (review.reply === null ? null : { status: 409, message: REVIEW_MESSAGES.alreadyReplied })
  );
}

/** Hiding: admins only (401, 403), once (409). */
export function hideRefusal(actor: Actor, review: { hiddenAt: Date | string | null }): Refusal {
  return adminRefusal(actor) ?? (review.hiddenAt === null ? null : { status: 409, message: REVIEW_MESSAGES.alreadyHidden });
}

export const canHideReviews = (actor: Actor) => isAdmin(actor);

/** How the public names a reviewer: never the hospital, only its request's country. */
export const reviewerLabel = (country: string) => `A hospital in ${countryName(country)}`;

/** The message for a text of bounded length, or null when it is fine (the forms' check, as the server's). */
export function textError(value: string, min: number, max: number, m: { required: string; short: string; long: string }): string | null {
  const text = value.trim();
  if (!text) return m.required;
  if (text.length < min) return m.short;
  if (text.length > max) return m.long;
  return null;
}

export const reviewBodyError = (value: string) =>
  textError(value, REVIEW_MIN, REVIEW_MAX, { required: REVIEW_MESSAGES.reviewRequired, short: REVIEW_MESSAGES.reviewShort, long: REVIEW_MESSAGES.reviewLong });
export const replyError = (value: string) =>
  textError(value, REPLY_MIN, REPLY_MAX, { required: REVIEW_MESSAGES.replyRequired, short: REVIEW_MESSAGES.replyShort, long: REVIEW_MESSAGES.replyLong });
export const hideReasonError = (value: string) =>
  textError(value, 1, HIDE_REASON_MAX, { required: REVIEW_MESSAGES.reasonRequired, short: REVIEW_MESSAGES.reasonRequired, long: REVIEW_MESSAGES.reasonLong });
export const ratingError = (value: number | null | undefined) =>
  Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX ? null : REVIEW_MESSAGES.ratingRequired;

/** "4 stars", "1 star": the accessible name of a rating. */
export const starsLabel = (n: number) => `${n} star${n === 1 ? "" : "s"}`;
