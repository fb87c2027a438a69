import type { z } from "zod";
import type { Application, MyApplication, MyApplicationForRequest, RequestApplicationPage, StatusChangeInput } from "@/shared/contracts/applications";
import type { ApplyInput, MyApplicationsQuery, RequestApplicationsQuery } from "@/shared/contracts/applications";
import { exactTotal, pageOf, type Page } from "@/shared/contracts/common";
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  alreadyAppliedRefusal,
  closeWithStatusRefusal,
  decideTransition,
  effectiveTenderStatus,
  illegalTransitionRefusal,
  openRequestRefusal,
  viewApplicationsRefusal,
} from "@/shared/policy/applications";
import { canReview } from "@/shared/policy/reviews";
import type { Actor } from "@/shared/policy/roles";
import { formatMoney, turnaroundLabel } from "@/shared/reference";
import type { ServiceContext } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import { enforce, NotFound, refuse } from "../../errors";
import { refuseModalitiesNotListed } from "../requests/modalities";
import { enqueueMail, type MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import * as repo from "./repo";
import { toApplication } from "./to-application";
import { statusMail } from "./award-notices";
import { awardBid } from "./award";
import { approvalRequired } from "../evaluations/decisions";
import { bidVisibility, enforceSeesBid, hiddenFilter } from "../evaluations/access";
import { directAwardRefusal } from "@/shared/policy/evaluations";
import { ownEvaluation } from "./compare-service";
import { recordEvent } from "../events/record";
import { enforceEligibility } from "../credentials/eligibility";
import { statusEvent, submittedEvent } from "./application-events";
import { providerTeamEmails, requestTeamEmails } from "../organisations/recipients";

/** Spec §5 Apply form; PRODUCT.md #9, #10, #12. The route lets only members who may bid through (the providerBidder guard). */
export async function apply(ctx: ServiceContext, actor: Actor, { id: tenderId, ...input }: z.output<typeof ApplyInput> & { id: string }) {
  const providerId = actor.providerId as string;
  const userId = actor.userId as string;
  try {
    const application = await ctx.db.transaction(async (tx) => {
      const tender = await repo.lockTender(tx, tenderId);
      if (!tender) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
      enforce(openRequestRefusal(tender));
      refuseModalitiesNotListed("pricesByModality", input.pricesByModality, tender.modalities);
      await enforceEligibility(tx, providerId, tender);
      const row = await repo.insertApplication(tx, {
        tenderId,
        providerId,
        applicantUserId: userId,
        pricePerCt: input.pricePerCt,
        currency: input.currency,
        note: input.note,
        pricesByModality: input.pricesByModality,
        turnaroundCommitment: input.turnaroundCommitment ?? tender.tatRequirement,
        earliestStart: input.earliestStart ?? null,
      });
      if (!row) refuse(alreadyAppliedRefusal());
      await recordEvent(tx, actor, submittedEvent(row));
      await repo.recountResponses(tx, tenderId);
      const team = await requestTeamEmails(tx, tender, "application.decide");
      if (team.length) {
        const name = await repo.providerName(tx, providerId);
        await enqueueMail(
          tx,
          team.map((to) => mails.notify("applications", to, `New application for "${tender.title}"`, [
            `${name} applied to your request "${tender.title}" with a price of ${formatMoney(Number(row.pricePerCt), row.currency)} per study.`,
            ...(row.turnaroundCommitment ? [`Turnaround commitment: ${turnaroundLabel(row.turnaroundCommitment)}.`] : []),
            ...(row.note ? [`Their note: ${row.note}`] : []),
            `Review the applications: ${ctx.appUrl}/requests/${tenderId}`,
          ])),
        );
      }
      return toApplication(row);
    });
    ctx.mailer.kick();
    return application;
  } catch (e) {
    if (isUniqueViolation(e)) refuse(alreadyAppliedRefusal());
    throw e;
  }
}

/** Spec §4 transitions, checked and applied under row locks so concurrent changes leave one legal state. */
export async function changeStatus(
  ctx: ServiceContext,
  actor: Actor,
  { id: applicationId, ...input }: StatusChangeInput & { id: string },
): Promise<Application> {
  enforce(closeWithStatusRefusal(input));
  const first = await repo.findApplication(ctx.db, applicationId);
  if (!first) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
  const application = await ctx.db.transaction(async (tx) => {
    // Lock order everywhere: the request, then the application.
    const tender = await repo.lockTender(tx, first.tenderId);
    const current = await repo.lockApplication(tx, applicationId);
    if (!tender || !current) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    enforce(decideTransition(actor, current, tender, input.status));
    if (input.status !== "WITHDRAWN") await enforceSeesBid(tx, actor, tender, current.providerId);
    if (input.status === "AWARDED") {
      enforce(directAwardRefusal(await approvalRequired(tx, tender.organisationId)));
      const { row, mails: awardMails } = await awardBid(tx, ctx.appUrl, actor, { tender, current, closeRequest: input.closeRequest === true });
      await enqueueMail(tx, awardMails);
      return toApplication(row);
    }
    const row = await repo.updateStatus(tx, applicationId, current.status, input.status);
    if (!row) refuse(illegalTransitionRefusal(current.status, input.status));
    await recordEvent(tx, actor, statusEvent(row, current.status, input.status));
    await repo.recountResponses(tx, tender.id);
    const link = `${ctx.appUrl}/requests/${tender.id}`;
    const mailsOut: MailMessage[] = [];
    for (const to of await providerTeamEmails(tx, row.providerId, "application.submit")) {
      const m = statusMail(to, input.status, tender.title, link, false);
      if (m) mailsOut.push(m);
    }
    await enqueueMail(tx, mailsOut);
    return toApplication(row);
  });
  ctx.mailer.kick();
  return application;
}

/** The owner's applications table (the owning organisation's members or an admin). */
export async function listForRequest(
  ctx: ServiceContext,
  actor: Actor,
  { id: tenderId, ...query }: z.output<typeof RequestApplicationsQuery> & { id: string },
): Promise<RequestApplicationPage> {
  const tender = await repo.findTender(ctx.db, tenderId);
  if (!tender) throw new NotFound(APPLICATION_MESSAGES.requestNotFound);
  enforce(viewApplicationsRefusal(actor, tender));
  const visible = await bidVisibility(ctx.db, actor, tender);
  const { rows, counts } = await repo.listForTender(ctx.db, tenderId, { ...query, providers: hiddenFilter(visible)?.only });
  const byStatus: Record<string, number> = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, counts[s] ?? 0]));
  const total = query.status ? (byStatus[query.status] ?? 0) : Object.values(byStatus).reduce((a, n) => a + n, 0);
  return {
    ...pageOf(
      rows.map((r) => ({ ...toApplication(r.application, tender.amendedAt), provider: r.provider, review: r.review, canReview: canReview(actor, tender, r.application, r.review !== null) })),
      exactTotal(total),
      query.page,
      query.pageSize,
    ),
    counts: byStatus,
  };
}

/** The actor's provider's application to a request, or null (spec §7 "Existing application"). */
export async function mineForRequest(ctx: ServiceContext, actor: Actor, { id: tenderId }: { id: string }): Promise<MyApplicationForRequest> {
  if (!actor.providerId) return { application: null, evaluation: null };
  const row = await repo.findForTenderAndProvider(ctx.db, tenderId, actor.providerId);
  if (!row) return { application: null, evaluation: null };
  const tender = await repo.findTender(ctx.db, tenderId);
  return { application: toApplication(row, tender?.amendedAt ?? null), evaluation: await ownEvaluation(ctx.db, row) };
}

/** /me/applications: the applications of the actor's provider, with their requests (no facility). */
export async function myApplications(ctx: ServiceContext, actor: Actor, query: z.output<typeof MyApplicationsQuery>): Promise<Page<MyApplication>> {
  const { rows, count } = await repo.listForProvider(ctx.db, { providerId: actor.providerId as string, status: query.status, q: query.q || undefined }, query);
  return pageOf(
    rows.map((r) => ({
      ...toApplication(r.application, r.tender.amendedAt),
      tender: { id: r.tender.id, title: r.tender.title, country: r.tender.country, status: effectiveTenderStatus(r.tender) },
    })),
    count,
    query.page,
    query.pageSize,
  );
}
