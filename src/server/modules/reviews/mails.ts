import { starsLabel } from "@/shared/policy/reviews";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";

type ProviderRef = { slug: string };

/** To the provider's users: the review as the public sees it (never the hospital's name), and where to reply. */
export function reviewedMails(appUrl: string, to: string[], provider: ProviderRef, review: { rating: number; body: string; reviewer: string }): MailMessage[] {
  return to.map((email) =>
    mails.notify("reviews", email, "A hospital reviewed your work", [
      `${review.reviewer} reviewed your provider after awarding you a request: ${starsLabel(review.rating)}.`,
      review.body,
      `Read it and reply on your profile: ${appUrl}/providers/${provider.slug}`,
    ]),
  );
}

/** To the provider's users: an admin hid a review, and why. */
export function hiddenMails(appUrl: string, to: string[], provider: ProviderRef, review: { rating: number; body: string }, reason: string): MailMessage[] {
  return to.map((email) =>
    mails.notify("reviews", email, "A review of your provider was hidden", [
      `An administrator hid a review of your provider (${starsLabel(review.rating)}); it no longer counts towards your rating.`,
      `Reason: ${reason}`,
      `The review read: ${review.body}`,
      `Your profile: ${appUrl}/providers/${provider.slug}`,
    ]),
  );
}
