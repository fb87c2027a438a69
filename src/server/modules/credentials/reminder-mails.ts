import { CREDENTIAL_TYPES, jurisdictionOf } from "@/shared/policy/credentials";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import type { ExpiringCredential } from "./reminders-repo";

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** To each of the provider's users: which credential expires, when, in how many days, and where to renew it. */
export function reminderMails(appUrl: string, to: string[], providerName: string, c: ExpiringCredential): MailMessage[] {
  const type = CREDENTIAL_TYPES[c.type];
  const where = jurisdictionOf(c);
  return to.map((email) =>
    mails.notify("credentials", email, `${type} for ${where} expires in ${days(c.daysLeft)}`, [
      `The ${type.toLowerCase()} of ${providerName} for ${where} (number ${c.number}) expires on ${c.expiresOn}, in ${days(c.daysLeft)}.`,
      "From that day it no longer counts: the public profile stops showing it, and requests that require it no longer accept your applications.",
      `Add the renewed credential so that an admin can verify it in time: ${appUrl}/provider/me`,
    ]),
  );
}
