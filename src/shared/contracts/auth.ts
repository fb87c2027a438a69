import { z } from "zod";
import { ROLES } from "../policy/roles";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 8 characters",
  passwordLong: "Password must be at most 128 characters",
  passwordMismatch: "Passwords do not match",
  signUpSuccess: "Check your email to confirm your account",
  signInSuccess: "Welcome back!",
  signOutSuccess: "Signed out successfully",
  signOutWarning: "Sign out completed with warning",
  emailNotVerified: "Please confirm your email address before signing in. We have sent you a new confirmation link.",
  invalidCredentials: "Invalid email or password",
  resetRequested: "If an account exists for that address, a reset link is on its way.",
  resetDone: "Your password has been changed. Please sign in.",
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.emailInvalid);

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, AUTH_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

export const SignUpInput = z
  .object({
    name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120, "Name must be at most 120 characters"),
    email,
    password,
    confirmPassword: z.string().optional(),
  })
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

export const Profile = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  providerId: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;
