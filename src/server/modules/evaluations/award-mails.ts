import type { AssessedBid } from "@/shared/contracts/evaluations";
import type { Tx } from "../../db/client";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { utcMinute } from "../contracts/document-layout";
import { points } from "../applications/award-notices";
import { providerTeamEmails } from "../organisations/recipients";
import type { DecisionRow } from "./repo";

/** One bid's assessment beside the winner's, as its summary lists them: points per criterion, total and rank. */
export function summaryLines(own: AssessedBid, winner: AssessedBid, of: number): string[] {
  const isWinner = own.applicationId === winner.applicationId;
  const row = (label: string, key: "price" | "turnaround" | "quality") =>
    isWinner ? `${label}: ${points(own.points[key])} points.` : `${label}: your bid ${points(own.points[key])} points, the winning bid ${points(winner.points[key])}.`;
  return [
    isWinner
      ? `Your score: ${points(own.points.total)} of 100, ranked ${own.rank} of ${of}.`
      : `Your score: ${points(own.points.total)} of 100, ranked ${own.rank} of ${of}. The winning bid scored ${points(winner.points.total)}.`,
    [row("Price", "price"), row("Turnaround", "turnaround"), row("Quality", "quality")].join("\n"),
    `Your quality score: ${points(own.qualityScore)} of 10.${own.rationale ? ` The panel's rationale: ${own.rationale}` : ""}`,
    ...(isWinner ? [] : [`The winning bid's quality score: ${points(winner.qualityScore)} of 10.${winner.rationale ? ` The panel's rationale: ${winner.rationale}` : ""}`]),
  ];
}

/** The assessment summary every assessed bidder's Owners and Bidders receive when an award is decided with a standstill. */
export async function assessmentMails(tx: Tx, { title, link, decision }: { title: string; link: string; decision: DecisionRow }): Promise<MailMessage[]> {
  const assessment = decision.assessment ?? [];
  const winner = assessment.find((a) => a.applicationId === decision.applicationId);
  if (!winner || !decision.standstillEndsAt) return [];
  const until = utcMinute(decision.standstillEndsAt);
  const out: MailMessage[] = [];
  for (const own of assessment) {
    const won = own.applicationId === winner.applicationId;
    const lines = [
      won
        ? `The hospital has decided to award "${title}" to your bid. The contract can be concluded once the standstill period ends on ${until}.`
        : `The hospital has decided to award "${title}" to another bid. Here is the assessment of your bid beside the winning bid's.`,
      ...summaryLines(own, winner, assessment.length),
      ...(won ? [] : [`Standstill: the contract will not be concluded before ${until}. Until then you may challenge the decision on the request's page.`]),
      `See the request: ${link}`,
    ];
    for (const to of await providerTeamEmails(tx, own.providerId, "application.submit"))
      out.push(mails.notify("awards", to, won ? `Award decision: "${title}" goes to your bid` : `Award decision on "${title}": your assessment summary`, lines));
  }
  return out;
}
