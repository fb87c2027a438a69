/** The auth contract's plain values, apart from its schemas so that a page showing them loads no zod. */

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
  passwordCommon: "This password is too common",
  passwordIsEmail: "Password must not be your email address",
} as const;

/** Server-side password rules beyond length; the web shows them under the password field. */
export const PASSWORD_POLICY_MESSAGES: readonly string[] = [AUTH_MESSAGES.passwordCommon, AUTH_MESSAGES.passwordIsEmail];
