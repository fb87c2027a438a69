import type { z } from "zod";
import type { Application, ConfirmApplicationInput } from "@/shared/contracts/applications";
import { confirmableRefusal, confirmRefusal, describeBidPrice } from "@/shared/policy/amendments";
import { APPLICATION_MESSAGES } from "@/shared/policy/applications";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { changesBetween, recordEvent } from "../events/record";
import { enforceEligibility } from "../credentials/eligibility";
import { refuseModalitiesNotListed } from "../requests/modalities";
import { confirmApplication as storeConfirmation, type PriceTerms } from "./confirm-repo";
import * as repo from "./repo";
import { toApplication } from "./to-application";
import { requestTeamEmails } from "../organisations/recipients";

const numericPrices = (prices: Record<string, number>) => Object.fromEntries(Object.entries(prices).map(([m, p]) => [m, Number(p)]));

const termsOf = (row: { pricePerCt: number; currency: string; pricesByModality: Record<string, number> }): PriceTerms => ({
  pricePerCt: Number(row.pricePerCt),
  currency: row.currency,
  pricesByModality: numericPrices(row.pricesByModality),
});

/**
 * "Confirm Application" (issue 15 §2): the applying provider's Owners and Bidders confirm a SUBMITTED or SHORTLISTED
 * bid made before the OPEN request's last amendment and not confirmed since, optionally with a new
 * price. One transaction: the bid, an "application confirmed" event and a mail to the owning organisation's deciders.
 */
export async function confirmApplication(
  ctx: ServiceContext,
  actor: Actor,
  { id, ...input }: z.output<typeof ConfirmApplicationInput> & { id: string },
): Promise<Application> {
  const first = await repo.findApplication(ctx.db, id);
  if (!first) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
  enforce(confirmRefusal(actor, first));
  const application = await ctx.db.transaction(async (tx) => {
    // Lock order everywhere: the request, then the application.
    const tender = await repo.lockTender(tx, first.tenderId);
    const current = await repo.lockApplication(tx, id);
    if (!tender || !current) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    enforce(confirmableRefusal(current, tender));
    // A provider that no longer holds the licence the (possibly amended) request requires cannot confirm.
    await enforceEligibility(tx, current.providerId, tender);
    if (input.pricesByModality) refuseModalitiesNotListed("pricesByModality", input.pricesByModality, tender.modalities);

    const before = termsOf(current);
    const after: PriceTerms = {
      pricePerCt: input.pricePerCt ?? before.pricePerCt,
      currency: input.currency ?? before.currency,
      pricesByModality: input.pricesByModality ? numericPrices(input.pricesByModality) : before.pricesByModality,
    };
    const priceChanges = changesBetween(before, after);
    const row = await storeConfirmation(tx, id, after);
    await recordEvent(tx, actor, {
      entityType: "application",
      entityId: id,
      action: "confirmed",
      requestId: tender.id,
      providerId: row.providerId,
      changes: { ...priceChanges, confirmedAt: { before: current.confirmedAt?.toISOString() ?? null, after: row.confirmedAt?.toISOString() ?? null } },
    });

    const team = await requestTeamEmails(tx, tender, "application.decide");
    if (team.length) {
      const provider = await repo.providerName(tx, row.providerId);
      const amended = (tender.amendedAt as Date).toISOString().slice(0, 10);
      const priced = Object.keys(priceChanges).length > 0;
      await enqueueMail(
        tx,
        team.map((to) => mails.notify("amendments", to, `${provider} confirmed its application for "${tender.title}"`, [
          `${provider} confirmed its application to your request "${tender.title}" after the amendment of ${amended}.`,
          priced ? `New price: ${describeBidPrice(after)} (was ${describeBidPrice(before)}).` : `The price is unchanged: ${describeBidPrice(after)}.`,
          `Review the applications: ${ctx.appUrl}/requests/${tender.id}`,
        ])),
      );
    }
    return toApplication(row, tender.amendedAt);
  });
  ctx.mailer.kick();
  return application;
}
