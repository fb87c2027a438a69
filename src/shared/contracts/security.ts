import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX } from "./auth-constants";

/** Issue 34: two-factor authentication, sessions and the mails that tell of them. */
export const SECURITY_MESSAGES = {
  codeInvalid: "Enter the 6-digit code from your authenticator app",
  recoveryCodeInvalid: "Enter one of your recovery codes",
  twoFactorRequired: "Your account must have two-factor authentication: set it up on your profile to continue",
  sessionNotFound: "Session not found",
  currentSession: "This is the session you are using: sign out instead",
  ownerFirst: "Set up two-factor authentication on your own account first",
  mustKeepTwoFactor: "Your account must have two-factor authentication, so it cannot be turned off",
} as const;

const password = z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

/** POST /api/auth/two-factor/enable, /disable and /generate-backup-codes: the password confirms it is the user. */
export const TwoFactorPasswordInput = z.object({ password }).strict();

/** POST /api/auth/two-factor/verify-totp: a code from the authenticator app (spaces, as apps show them, allowed). */
export const TwoFactorCodeInput = z
  .object({
    code: z
      .string({ error: SECURITY_MESSAGES.codeInvalid })
      .transform((c) => c.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, SECURITY_MESSAGES.codeInvalid)),
  })
  .strict();

/** POST /api/auth/two-factor/verify-backup-code: one of the recovery codes, each usable once. */
export const RecoveryCodeInput = z
  .object({
    code: z
      .string({ error: SECURITY_MESSAGES.recoveryCodeInvalid })
      .trim()
      .min(1, SECURITY_MESSAGES.recoveryCodeInvalid)
      .max(64, SECURITY_MESSAGES.recoveryCodeInvalid),
  })
  .strict();

/** What enabling answers: the secret to scan (or type) and the recovery codes, shown once. */
export const TwoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** The user's own two-factor state, on /api/me. */
export const AccountSecuritySchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Admins, and members of an organisation that requires it, must have two-factor. */
  twoFactorRequired: z.boolean(),
});

/** One of the user's sessions: never its token or address. */
export const SessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  /** The country of the address it was signed in from, or "Private network"; null when unknown. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof SessionSchema>;
export const SessionsSchema = z.object({ data: z.array(SessionSchema) });

/** How long a session lasts at most, whatever its use (ASVS 5.0 V7.3.2), and how often its last activity is written. */
export const SESSION_LIFETIME_DAYS = 30;
