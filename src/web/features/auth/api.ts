import type { z } from "zod";
import type { PasswordResetRequestInput, ResetPasswordInput, SignInInput, SignUpInput, SocialSignInInput } from "@/shared/contracts/auth";
import { post } from "@/web/api/client";

/** better-auth's endpoints; the bodies are the contracts the server's input guard checks. */
export const signUp = (body: z.input<typeof SignUpInput>) => post("/api/auth/sign-up/email", body);
/** Answers `twoFactorRedirect` (and no session yet) for an account with two-factor: the code comes next. */
export const signIn = (body: z.input<typeof SignInInput>) => post<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", body);
/** better-auth answers with the provider's authorisation URL when asked not to redirect. */
export const startSocialSignIn = (body: z.input<typeof SocialSignInInput>) => post<{ url?: string }>("/api/auth/sign-in/social", body);
export const requestPasswordReset = (body: z.input<typeof PasswordResetRequestInput>) => post("/api/auth/request-password-reset", body);
export const resetPassword = (body: z.input<typeof ResetPasswordInput>) => post("/api/auth/reset-password", body);
