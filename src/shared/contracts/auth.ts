import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "./auth-constants";

export * from "./auth-constants";

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.emailInvalid);

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

const callbackPath = z.string().max(2000).optional();

/** POST /api/auth/sign-up/email (strict: better-auth's other user fields, such as image, are not taken). */
export const SignUpInput = z
  .object({
    name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120, "Name must be at most 120 characters"),
    email,
    password,
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
    callbackURL: callbackPath,
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  });
export type SignUpInput = z.infer<typeof SignUpInput>;

/** The sign-up form always has a confirmation field. */
export const SignUpForm = z
  .object({
    name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(120, "Name must be at most 120 characters"),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.password, { message: AUTH_MESSAGES.passwordMismatch, path: ["confirmPassword"] });

/** POST /api/auth/sign-in/email. */
export const SignInInput = z
  .object({
    email: z.string({ error: AUTH_MESSAGES.emailRequired }).trim().min(1, AUTH_MESSAGES.emailRequired).max(254, AUTH_MESSAGES.emailInvalid),
    password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong),
    callbackURL: callbackPath,
    rememberMe: z.boolean().optional(),
  })
  .strict();

/** POST /api/auth/sign-in/social: LinkedIn's redirect flow (an ID token is refused by the LinkedIn guard). */
export const SocialSignInInput = z
  .object({
    provider: z.string().max(40),
    callbackURL: callbackPath,
    errorCallbackURL: callbackPath,
    newUserCallbackURL: callbackPath,
    disableRedirect: z.boolean().optional(),
    idToken: z.unknown().optional(),
  })
  .strict();

/** POST /api/auth/request-password-reset. */
export const PasswordResetRequestInput = z.object({ email, redirectTo: callbackPath }).strict();

/** POST /api/auth/reset-password. */
export const ResetPasswordInput = z.object({ newPassword: password, token: z.string().min(1).max(200) }).strict();

/** POST /api/auth/change-password: other sessions are always revoked (PRODUCT.md #2), whatever the client asks. */
export const ChangePasswordInput = z
  .object({
    currentPassword: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong),
    newPassword: password,
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();

export const SignInForm = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});

export const ForgotPasswordForm = z.object({ email });
export const ResetPasswordForm = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, { message: AUTH_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
export const ChangePasswordForm = z
  .object({ currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired), newPassword: password, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
