import type { Tx } from "../../db/client";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { providerName } from "../applications/repo";
import { requestTeamEmails } from "../organisations/recipients";

type TenderRef = { id: string; title: string; hospitalId: string | null; organisationId: string | null };

/** To the owning organisation's Owners and Buyers (the poster of a request without one): who asked, and what. */
export async function questionArrivedMail(tx: Tx, appUrl: string, tender: TenderRef, providerId: string, question: string): Promise<MailMessage[]> {
  const team = await requestTeamEmails(tx, tender, "question.answer");
  if (!team.length) return [];
  const name = await providerName(tx, providerId);
  return team.map((to) =>
    mails.notify("questions", to, `New question on "${tender.title}"`, [
      `${name} asked a question about your request "${tender.title}":`,
      question,
      `Publish an answer: ${appUrl}/requests/${tender.id}`,
    ]),
  );
}

/**
 * To the asking provider's users ("your question was answered") and to every other provider still applying
 * (a new answer): the request's title, the question and the answer, never the facility or who asked.
 */
export function answerMails(appUrl: string, tender: TenderRef, qa: { question: string; answer: string }, to: { asker: string[]; applicants: string[] }): MailMessage[] {
  const link = `See the request: ${appUrl}/requests/${tender.id}`;
  const body = [`Question: ${qa.question}`, `Answer: ${qa.answer}`, link];
  return [
    ...to.asker.map((email) => mails.notify("questions", email, `Your question on "${tender.title}" was answered`, [`The hospital answered your question about "${tender.title}".`, ...body])),
    ...to.applicants.map((email) =>
      mails.notify("questions", email, `New answer on "${tender.title}"`, [`The hospital published an answer to a question about "${tender.title}", a request you applied to.`, ...body]),
    ),
  ];
}
