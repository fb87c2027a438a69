import { decideTransition, illegalTransitionRefusal } from "@/shared/policy/applications";
import type { Actor } from "@/shared/policy/roles";
import type { Tx } from "../../db/client";
import { enforce, refuse } from "../../errors";
import type { MailMessage } from "../../mail/outbox";
import { draftFromAward } from "../contracts/drafting";
import type { DecisionRow } from "../evaluations/repo";
import { recordDecision, refuseUnranked } from "../evaluations/decisions";
import { enforceSeesBid } from "../evaluations/access";
import { assessmentMails } from "../evaluations/award-mails";
import { recordEvent } from "../events/record";
import { publishOpenDataChange } from "../open-data/publish";
import { providerTeamEmails } from "../organisations/recipients";
import { statusEvent } from "./application-events";
import { awardConfirmation, closingNotices, statusMail } from "./award-notices";
import { declineLive } from "./compare-repo";
import * as repo from "./repo";

interface AwardInput {
  tender: repo.TenderLock;
  /** The application, locked. */
  current: repo.ApplicationRow;
  closeRequest: boolean;
  /** The approved proposal this award carries out, if the organisation needs approval. */
  proposal?: DecisionRow;
}

/**
 * Awards a bid in the caller's transaction (spec §4, PRODUCT.md #25 #36 #38): the status, "Award and close", the
 * history, the draft contract, and the mails it sends. With a standstill (or an approved proposal) the decision is
 * recorded; with a standstill every bidder hears its assessment summary instead of a bare outcome.
 */
export async function awardBid(tx: Tx, appUrl: string, actor: Actor, { tender, current, closeRequest, proposal }: AwardInput) {
  enforce(decideTransition(actor, current, tender, "AWARDED"));
  await enforceSeesBid(tx, actor, tender, current.providerId);
  await refuseUnranked(tx, tender.id);
  const row = await repo.updateStatus(tx, current.id, current.status, "AWARDED");
  if (!row) refuse(illegalTransitionRefusal(current.status, "AWARDED"));
  const link = `${appUrl}/requests/${tender.id}`;
  const closing = closeRequest && tender.status === "OPEN";
  if (closing) await repo.closeTender(tx, tender.id);
  const declined = closing ? await declineLive(tx, tender.id, row.id) : [];
  await recordEvent(tx, actor, [
    statusEvent(row, current.status, "AWARDED"),
    ...(closing ? [{ entityType: "request", entityId: tender.id, action: "closed", requestId: tender.id, changes: { status: { before: "OPEN", after: "CLOSED" } } } as const] : []),
    ...declined.map((d) => statusEvent({ ...d, tenderId: tender.id }, d.before, "DECLINED")),
  ]);
  await repo.recountResponses(tx, tender.id);
  const contractId = await draftFromAward(tx, actor, { tender, application: row });
  const decision =
    tender.standstillDays !== null || proposal
      ? await recordDecision(tx, actor, { tender, application: row, before: current.status, declined, closedRequest: closing, closeRequest, proposal })
      : null;
  const award = { tenderId: tender.id, title: tender.title, hospitalId: tender.hospitalId, organisationId: tender.organisationId, link, winnerProviderId: row.providerId, closed: closing, declined, contractUrl: contractId ? `${appUrl}/contracts/${contractId}` : null, standstillEndsAt: decision?.standstillEndsAt ?? null };
  const mails: MailMessage[] = [...(await awardConfirmation(tx, award, actor.email))];
  if (decision?.standstillEndsAt) mails.push(...(await assessmentMails(tx, { title: tender.title, link, decision })));
  else {
    for (const to of await providerTeamEmails(tx, row.providerId, "application.submit")) mails.push(statusMail(to, "AWARDED", tender.title, link, closing) as MailMessage);
    if (closing) mails.push(...(await closingNotices(tx, award)));
  }
  await publishOpenDataChange(tx, tender.id);
  return { row, mails };
}
