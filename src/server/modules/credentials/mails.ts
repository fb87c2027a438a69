import { CREDENTIAL_TYPES, type CredentialType, jurisdictionOf } from "@/shared/policy/credentials";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";

type Decided = { type: CredentialType; country: string; region: string | null; number: string; expiresOn: string };

/** "Medical licence, Germany (Bavaria), number LIC-1, expires on 2027-06-30". */
function described(c: Decided) {
  return `${CREDENTIAL_TYPES[c.type]}, ${jurisdictionOf(c)}, number ${c.number}, expires on ${c.expiresOn}`;
}

const manage = (appUrl: string) => `See your credentials: ${appUrl}/provider/me`;

/** To each of the provider's users: an admin verified the credential; it now counts until it expires. */
export function verifiedMails(appUrl: string, credential: Decided, to: string[]): MailMessage[] {
  return to.map((email) =>
    mails.notify("credentials", email, "Your credential was verified", [
      `An administrator verified your ${CREDENTIAL_TYPES[credential.type].toLowerCase()}:`,
      described(credential),
      `It counts for eligibility and shows on your public profile until it expires on ${credential.expiresOn}.`,
      manage(appUrl),
    ]),
  );
}

/** To each of the provider's users: an admin rejected the credential, and why. */
export function rejectedMails(appUrl: string, credential: Decided, reason: string, to: string[]): MailMessage[] {
  return to.map((email) =>
    mails.notify("credentials", email, "Your credential was rejected", [
      `An administrator rejected your ${CREDENTIAL_TYPES[credential.type].toLowerCase()}:`,
      described(credential),
      `Reason: ${reason}`,
      "It does not count for eligibility or show on your public profile. Correct it and it will be reviewed again.",
      manage(appUrl),
    ]),
  );
}
