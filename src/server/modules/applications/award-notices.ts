import { type CompareEntry, type Comparison, rankedCount } from "@/shared/contracts/application-compare";
import type { ApplicationStatus } from "@/shared/policy/applications";
import { formatMoney, turnaroundLabel } from "@/shared/reference";
import type { Tx } from "../../db/client";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { utcMinute } from "../contracts/document-layout";
import { findRequest } from "../requests/repo";
import { currentComparison } from "./compare-service";
import * as repo from "./repo";
import { providerTeamEmails, requestTeamEmails } from "../organisations/recipients";

interface Award {
  tenderId: string;
  title: string;
  hospitalId: string | null;
  organisationId: string | null;
  link: string;
  winnerProviderId: string;
  closed: boolean;
  /** Applications declined by "Award and close". */
  declined: { id: string; providerId: string }[];
  /** The draft contract the award made (none for a request without an organisation). */
  contractUrl?: string | null;
  /** The end of the award's standstill, when the request has one. */
  standstillEndsAt?: Date | null;
}

/** The confirmation of an award to the owning organisation's Owners and Buyers (an admin's own address when the request has no hospital). */
export async function awardConfirmation(tx: Tx, award: Award, actorEmail: string | null | undefined): Promise<MailMessage[]> {
  const team = await requestTeamEmails(tx, award, "application.decide");
  const recipients = team.length ? team : actorEmail ? [actorEmail] : [];
  if (!recipients.length) return [];
  const winner = await repo.providerName(tx, award.winnerProviderId);
  const declined = award.declined.length;
  return recipients.map((to) =>
    mails.notify("awards", to, `You awarded "${award.title}"`, [
      `You awarded your request "${award.title}" to ${winner}.${award.standstillEndsAt ? "" : " Their users have been notified."}`,
      ...(award.closed
        ? [`The request is now closed.${declined > 0 ? ` ${declined} other ${declined === 1 ? "application was" : "applications were"} declined, and each provider was told the outcome with its own score.` : ""}`]
        : []),
      ...(award.standstillEndsAt
        ? [`Every bidder has been sent its assessment summary. The standstill ends on ${utcMinute(award.standstillEndsAt)}: the contract can be sent after that, once any challenge is answered.`]
        : []),
      ...(award.contractUrl ? [`A draft contract is ready: check its terms and send it to the provider: ${award.contractUrl}`] : []),
      `See the request: ${award.link}`,
    ]),
  );
}

export function statusMail(to: string, status: ApplicationStatus, title: string, link: string, closed: boolean): MailMessage | null {
  if (status === "SHORTLISTED")
    return mails.notify("status", to, `You were shortlisted for "${title}"`, [`Your application to "${title}" was shortlisted by the hospital.`, `See the request: ${link}`]);
  if (status === "AWARDED")
    return mails.notify("status", to, `You were awarded "${title}"`, [
      `Congratulations: your application to "${title}" was awarded.${closed ? " The request is now closed." : ""}`,
      `See the request: ${link}`,
    ]);
  if (status === "DECLINED")
    return mails.notify("status", to, `Your application for "${title}" was declined`, [`Your application to "${title}" was declined by the hospital.`, `See the request: ${link}`]);
  return null;
}

/** Points as the mails write them: at most one decimal. */
export const points = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** What one declined provider is told of its own bid: its score, breakdown and rank, never another bid. */
function outcomeLines(entry: CompareEntry | undefined, comparison: Comparison): string[] {
  if (!entry?.score || entry.rank === null) return [];
  const { weights, currency } = comparison.request;
  const ranked = rankedCount(comparison.entries);
  const converted = comparison.rates && entry.application.currency !== currency;
  const at = converted ? ` at reference rates of ${comparison.rates!.day}` : "";
  const cost = entry.estimatedMonthlyCost === null ? "" : ` (your estimated monthly cost: ${formatMoney(entry.estimatedMonthlyCost, currency)}${at})`;
  const fit = entry.turnaround.meets ? "meets the requirement" : `misses the requirement by ${points(entry.turnaround.missesByHours)} h`;
  const commitment = entry.turnaround.commitment ? `your commitment ${turnaroundLabel(entry.turnaround.commitment)} ${fit}` : fit;
  return [
    `Your score: ${points(entry.score.total)} of 100, ranked ${entry.rank} of ${ranked}.`,
    [
      `Price: ${points(entry.score.price)} of ${weights.price} points${cost}.`,
      `Turnaround: ${points(entry.score.turnaround)} of ${weights.turnaround} points (${commitment}).`,
      `Quality: ${points(entry.score.quality)} of ${weights.quality} points (quality score ${points(entry.qualityScore ?? 0)} of 10).`,
    ].join("\n"),
  ];
}

/**
 * "Award and close" (PRODUCT.md #25): each provider declined by it hears the outcome with its own
 * score and rank; the others still in the running (declined earlier, or awarded) hear that it closed.
 */
export async function closingNotices(tx: Tx, award: Award): Promise<MailMessage[]> {
  const out: MailMessage[] = [];
  const tender = await findRequest(tx, award.tenderId);
  const comparison = tender ? await currentComparison(tx, tender) : null;
  for (const { id, providerId } of award.declined) {
    const entry = comparison?.entries.find((e) => e.application.id === id);
    for (const to of await providerTeamEmails(tx, providerId, "application.submit")) {
      out.push(
        mails.notify("awards", to, `Outcome of your application to ${award.title}`, [
          `Thank you for applying to "${award.title}". The hospital has awarded the request to another provider and closed it, so your application was not successful.`,
          ...(comparison ? outcomeLines(entry, comparison) : []),
          `See the request: ${award.link}`,
        ]),
      );
    }
  }
  const told = new Set([award.winnerProviderId, ...award.declined.map((d) => d.providerId)]);
  for (const providerId of await repo.otherActiveApplicants(tx, award.tenderId, award.winnerProviderId)) {
    if (told.has(providerId)) continue;
    for (const to of await providerTeamEmails(tx, providerId, "application.submit"))
      out.push(mails.notify("awards", to, `Request closed: "${award.title}"`, [`The request "${award.title}" you applied to has been awarded and closed.`, `See the request: ${award.link}`]));
  }
  return out;
}
