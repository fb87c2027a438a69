import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX } from "./auth-constants";
import { SECURITY_MESSAGES, totpCodeOf } from "./security-constants";

export * from "./security-constants";

const password = z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

/** POST /api/auth/two-factor/enable, /disable and /generate-backup-codes: the password confirms it is the user. */
export const TwoFactorPasswordInput = z.object({ password }).strict();

/** POST /api/auth/two-factor/verify-totp: a code from the authenticator app (spaces, as apps show them, allowed). */
export const TwoFactorCodeInput = z
  .object({
    code: z
      .string({ error: SECURITY_MESSAGES.codeInvalid })
      .transform((c, ctx) => totpCodeOf(c) ?? (ctx.addIssue({ code: "custom", message: SECURITY_MESSAGES.codeInvalid }), z.NEVER)),
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

/** A passkey of the user's (issue 34 §2), named after the device it was added from. */
export const PasskeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeysSchema = z.object({ data: z.array(PasskeySchema) });

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, "Not a passkey answer");
const credentialAnswer = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key", { error: "Not a passkey answer" }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** POST /api/me/passkeys: what the browser's `navigator.credentials.create` answered, as @simplewebauthn/browser sends it. */
export const PasskeyRegistrationInput = z
  .object({
    ...credentialAnswer,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      transports: z.array(z.string().max(20)).max(10).optional(),
    }),
  })
  .strict();

/** POST /api/auth/passkey/sign-in: the challenge it answers and what `navigator.credentials.get` answered. */
export const PasskeySignInInput = z
  .object({
    challengeId: z.string().uuid("Not a passkey answer"),
    credential: z
      .object({
        ...credentialAnswer,
        response: z.object({
          clientDataJSON: base64url,
          authenticatorData: base64url,
          signature: base64url,
          userHandle: base64url.optional(),
        }),
      })
      .strict(),
  })
  .strict();
