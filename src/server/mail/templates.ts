import type { MailKind } from "@/shared/contracts/notifications";
import type { MailMessage } from "./outbox";

function message(to: string, subject: string, lines: string[]): MailMessage {
  const text = `${lines.join("\n\n")}\n\n— RadBridge`;
  const html = lines
    .map((l) => `<p>${escapeHtml(l).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
    .join("");
  return { to, subject, text, html: `${html}<p>— RadBridge</p>` };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const mails = {
  verifyEmail: (to: string, name: string, url: string) =>
    message(to, "Confirm your RadBridge account", [
      `Hello ${name},`,
      "Please confirm your e-mail address to finish creating your RadBridge account:",
      url,
      "If you did not sign up, you can ignore this message.",
    ]),
  existingAccount: (to: string, appUrl: string) =>
    message(to, "Someone tried to sign up with your e-mail", [
      "Someone tried to create a RadBridge account with this e-mail address, which already has an account.",
      `If it was you, sign in instead: ${appUrl}/auth/sign-in (use "Forgot password?" if needed).`,
    ]),
  resetPassword: (to: string, url: string) =>
    message(to, "Reset your RadBridge password", [
      "We received a request to reset your RadBridge password. Choose a new one here:",
      url,
      "The link is valid for one hour. If you did not ask for it, ignore this message.",
    ]),
  passwordChanged: (to: string) =>
    message(to, "Your RadBridge password was changed", [
      "Your password was changed and your other sessions were signed out. If this was not you, reset your password now.",
    ]),
  /** An invitation to join an organisation: always sent (the invitee may have no account yet). */
  invitation: (to: string, i: { organisation: string; role: string; inviter: string; url: string; expiresAt: Date }) =>
    message(to, `You are invited to join ${i.organisation} on RadBridge`, [
      `${i.inviter} invites you to join ${i.organisation} on RadBridge as ${i.role}.`,
      `Accept the invitation (sign in, or sign up with this e-mail address first): ${i.url}`,
      `The link can be used once and is valid until ${i.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC. If you did not expect it, ignore this message.`,
    ]),
  /** A mail of a kind the user may switch off; it also appears under the user's bell (see outbox.ts). */
  notify: (kind: MailKind, to: string, subject: string, lines: string[]): MailMessage => ({ ...message(to, subject, lines), kind }),
};
