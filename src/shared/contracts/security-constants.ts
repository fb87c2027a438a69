/** Issue 34: two-factor authentication, sessions and the mails that tell of them. */
export const SECURITY_MESSAGES = {
  codeInvalid: "Enter the 6-digit code from your authenticator app",
  recoveryCodeInvalid: "Enter one of your recovery codes",
  twoFactorRequired: "Your account must have two-factor authentication: set it up on your profile to continue",
  sessionNotFound: "Session not found",
  currentSession: "This is the session you are using: sign out instead",
  ownerFirst: "Set up two-factor authentication on your own account first",
  passkeyFailed: "That passkey could not be verified: try again, or sign in with your password",
  passkeyNotFound: "Passkey not found",
  mustKeepTwoFactor: "Your account must have two-factor authentication, so it cannot be turned off",
} as const;

/** A code as authenticator apps show it (spaces allowed): its six digits, or null. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}
