import type { z } from "zod";
import { pageOf } from "@/shared/contracts/common";
import type { AwardMeasures, CreateReviewInput, HideReviewInput, PublicReview, ReplyInput, ReviewPage, ReviewsQuery } from "@/shared/contracts/reviews";
import { canHideReviews, hideRefusal, ownsRequest, REVIEW_MESSAGES, replyRefusal, repliesFor, reviewerLabel, reviewRefusal } from "@/shared/policy/reviews";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import { Conflict, enforce, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { providerTeamEmails } from "../organisations/recipients";
import { recordEvent, snapshotOf } from "../events/record";
import { hiddenMails, reviewedMails } from "./mails";
import * as repo from "./repo";

type Listed = Awaited<ReturnType<typeof repo.listForProvider>>["rows"][number];

/** A review as the public sees it: the reviewer only as "A hospital in {country}". */
function toPublicReview(r: Listed, actor: Actor): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    reviewer: reviewerLabel(r.reviewerCountry),
    canReply: r.reply === null && repliesFor(actor, r.providerId),
    canHide: canHideReviews(actor),
  };
}

/** GET /api/providers/{slugOrId}/reviews: public, visible reviews only, newest first, with the provider's figures. */
export async function listReviews(ctx: ServiceContext, actor: Actor, { slugOrId, ...query }: z.output<typeof ReviewsQuery> & { slugOrId: string }): Promise<ReviewPage> {
  const provider = await repo.findProviderFigures(ctx.db, slugOrId);
  if (!provider) throw new NotFound(REVIEW_MESSAGES.providerNotFound);
  const { rows, total } = await repo.listForProvider(ctx.db, provider.id, query);
  return {
    ...pageOf(
      rows.map((r) => toPublicReview(r, actor)),
      total,
      query.page,
      query.pageSize,
    ),
    summary: { rating: provider.rating, reviewCount: provider.reviewCount, verifiedReviews: provider.verifiedReviews },
  };
}

/**
 * "Review provider": the owning hospital, once per AWARDED application. The review, the provider's
 * recounted figures, the event and the provider's mail commit together or not at all.
 */
export async function createReview(ctx: ServiceContext, actor: Actor, { id: applicationId, ...input }: z.output<typeof CreateReviewInput> & { id: string }): Promise<PublicReview> {
  const first = await repo.findApplicationTender(ctx.db, applicationId);
  if (!first) throw new NotFound(REVIEW_MESSAGES.applicationNotFound);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const award = await repo.lockAward(tx, first.tenderId, applicationId);
      if (!award) throw new NotFound(REVIEW_MESSAGES.applicationNotFound);
      const { tender, application } = award;
      enforce(reviewRefusal(actor, tender, application));
      if (await repo.findReviewOfApplication(tx, applicationId)) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
      const row = await repo.insertReview(tx, {
        applicationId,
        providerId: application.providerId,
        tenderId: tender.id,
        reviewerUserId: actor.userId as string,
        reviewerCountry: tender.country,
        rating: input.rating,
        body: input.body,
      });
      if (!row) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
      const figures = await repo.recountProvider(tx, application.providerId);
      await recordEvent(tx, actor, {
        entityType: "review",
        entityId: row.id,
        action: "created",
        requestId: tender.id,
        providerId: application.providerId,
        changes: { ...snapshotOf({ rating: input.rating, body: input.body }, "after"), providerRating: { before: null, after: figures.rating } },
      });
      const to = await providerTeamEmails(tx, application.providerId, "provider.manage");
      const provider = { slug: await repo.providerSlug(tx, application.providerId) };
      await enqueueMail(tx, reviewedMails(ctx.appUrl, to, provider, { rating: row.rating, body: row.body, reviewer: reviewerLabel(row.reviewerCountry) }));
      return row;
    });
    ctx.mailer.kick();
    return toPublicReview(created, actor);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw e;
  }
}

/**
 * GET /api/applications/{id}/contract-measures: beside the hospital's review of an award, what the ledger recorded
 * on the award's contract. For the hospital that may review it (the request's Owners and Buyers).
 */
export async function awardMeasures(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<AwardMeasures> {
  enforce(signedInRefusal(actor));
  const award = await repo.findAward(ctx.db, id);
  if (!award) throw new NotFound(REVIEW_MESSAGES.applicationNotFound);
  enforce(ownsRequest(actor, award) ? null : { status: 403, message: REVIEW_MESSAGES.ownerOnly });
  const m = await repo.awardMeasures(ctx.db, id);
  if (!m || m.studies === 0 || !m.firstMonth || !m.lastMonth) return { measured: null };
  const withinPercent = Math.round((m.within / m.studies) * 1000) / 10;
  return { measured: { studies: m.studies, within: m.within, withinPercent, months: m.months, firstMonth: m.firstMonth, lastMonth: m.lastMonth } };
}

/** "Reply": one public reply per review, by the reviewed provider's users. */
export async function replyToReview(ctx: ServiceContext, actor: Actor, { id, reply }: z.output<typeof ReplyInput> & { id: string }): Promise<PublicReview> {
  const saved = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, id);
    if (!current || current.hiddenAt) throw new NotFound(REVIEW_MESSAGES.reviewNotFound);
    enforce(replyRefusal(actor, current));
    const row = await repo.saveReply(tx, id, reply, actor.userId as string);
    if (!row) throw new Conflict(REVIEW_MESSAGES.alreadyReplied);
    await recordEvent(tx, actor, { entityType: "review", entityId: id, action: "replied", requestId: row.tenderId, providerId: row.providerId, changes: snapshotOf({ reply }, "after") });
    return row;
  });
  return toPublicReview(saved, actor);
}

/** "Hide" (admins): the review stops showing and counting; the provider's users are told why. */
export async function hideReview(ctx: ServiceContext, actor: Actor, { id, reason }: z.output<typeof HideReviewInput> & { id: string }) {
  const hidden = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, id, true);
    if (!current) throw new NotFound(REVIEW_MESSAGES.reviewNotFound);
    enforce(hideRefusal(actor, current));
    const row = await repo.hideReview(tx, id, reason, actor.userId as string);
    if (!row) throw new Conflict(REVIEW_MESSAGES.alreadyHidden);
    const figures = await repo.recountProvider(tx, row.providerId);
    await recordEvent(tx, actor, {
      entityType: "review",
      entityId: id,
      action: "hidden",
      requestId: row.tenderId,
      providerId: row.providerId,
      changes: { hiddenReason: { before: null, after: reason }, providerRating: { before: null, after: figures.rating } },
    });
    const to = await providerTeamEmails(tx, row.providerId, "provider.manage");
    await enqueueMail(tx, hiddenMails(ctx.appUrl, to, { slug: await repo.providerSlug(tx, row.providerId) }, row, reason));
    return { row, figures };
  });
  ctx.mailer.kick();
  return { id: hidden.row.id, hiddenAt: (hidden.row.hiddenAt as Date).toISOString(), hiddenReason: reason, summary: hidden.figures };
}
