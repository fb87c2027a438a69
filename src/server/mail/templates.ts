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

const TWO_FACTOR_SUBJECTS = {
  enabled: "Two-factor authentication is on for your RadBridge account",
  disabled: "Two-factor authentication was turned off for your RadBridge account",
  codes: "New recovery codes for your RadBridge account",
};
const TWO_FACTOR_LINES = {
  enabled: "Two-factor authentication was turned on: signing in now also asks for a code from your authenticator app.",
  disabled: "Two-factor authentication was turned off: signing in now asks for your password alone.",
  codes: "New recovery codes were made for your account; the old ones no longer work.",
};

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
  /** Issue 34 §3: security events, always sent (they cannot be switched off). */
  newSignIn: (to: string, s: { device: string; place: string | null; at: Date; appUrl: string }) =>
    message(to, "New sign-in to your RadBridge account", [
      `Your account was signed in to from a device it had not used before: ${s.device}${s.place ? `, ${s.place}` : ""}, at ${s.at.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
      `If this was you, there is nothing to do. If not, change your password and sign out the session here: ${s.appUrl}/profile`,
    ]),
  twoFactorChanged: (to: string, change: "enabled" | "disabled" | "codes", appUrl: string) =>
    message(to, TWO_FACTOR_SUBJECTS[change], [
      TWO_FACTOR_LINES[change],
      `If this was not you, reset your password now and review your sessions: ${appUrl}/profile`,
    ]),
  passkeyChanged: (to: string, change: "added" | "removed", name: string, appUrl: string) =>
    message(to, change === "added" ? "A passkey was added to your RadBridge account" : "A passkey was removed from your RadBridge account", [
      change === "added" ? `A passkey (${name}) was added: it now signs in to your account without a password.` : `The passkey ${name} was removed: it no longer signs in to your account.`,
      `If this was not you, reset your password now and review your passkeys and sessions: ${appUrl}/profile`,
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
