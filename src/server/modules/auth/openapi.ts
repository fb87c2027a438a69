import { type RouteConfig, z } from "@hono/zod-openapi";
import { PasswordResetRequestInput, ResetPasswordInput, SignInInput, SignUpInput, SocialSignInInput, ChangePasswordInput } from "@/shared/contracts/auth";
import { PasskeySignInInput, RecoveryCodeInput, TwoFactorCodeInput, TwoFactorPasswordInput, TwoFactorSetupSchema } from "@/shared/contracts/security";
import { errorBody, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";

/** better-auth's own error answer (its endpoints do not use the API's error shape). */
const AuthError = z.object({ code: z.string(), message: z.string() }).openapi("AuthError");
const authError = (description: string) => json(AuthError, description);

const AuthUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AuthUser");

const SESSION_SET = "The session cookie is set (httpOnly; the token is never in the body).";
const redirect = (description: string) => ({ 302: { description }, 400: errorBody("A malformed or unknown token or parameter") });

/**
 * The better-auth endpoints the web app uses (modules/auth/routes.ts mounts them, checking each body against
 * these same schemas), described for the OpenAPI document; they answer in better-auth's shapes.
 */
export function describeAuthRoutes(app: Router) {
  const path: Describe = (method, route, operationId, summary, rest) =>
    app.openAPIRegistry.registerPath({ method, path: route, operationId, summary, tags: ["auth"], security: [], ...rest });

  path("post", "/api/auth/sign-up/email", "signUp", "Create an account with e-mail and password; a confirmation link is mailed", {
    request: { body: jsonBody(SignUpInput) },
    responses: {
      200: json(z.object({ user: AuthUser }), "Created; sign-in is possible once the e-mail is confirmed"),
      400: errorBody("A missing or invalid field, or a weak password"),
      422: authError("The e-mail is taken"),
    },
  });
  path("post", "/api/auth/sign-in/email", "signIn", "Sign in with e-mail and password", {
    request: { body: jsonBody(SignInInput) },
    responses: {
      200: json(
        z.union([z.object({ redirect: z.boolean(), url: z.string().optional(), user: AuthUser }), z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) })]),
        `Signed in (${SESSION_SET}), or, for an account with two-factor, no session yet: a code to /api/auth/two-factor/verify-totp or a recovery code to /verify-backup-code follows`,
      ),
      400: errorBody("A missing field"),
      401: authError("Wrong e-mail or password"),
      403: authError("The e-mail is not confirmed yet (a new link is mailed)"),
      429: authError("Too many attempts; try again later"),
    },
  });
  path("post", "/api/auth/sign-in/social", "startSocialSignIn", "Start signing in with LinkedIn (`provider: linkedin`): answers the authorization URL to open", {
    request: { body: jsonBody(SocialSignInInput) },
    responses: {
      200: json(z.object({ url: z.string(), redirect: z.boolean() }), "The LinkedIn authorization URL; LinkedIn returns to /api/auth/callback/linkedin"),
      400: errorBody("An unknown provider, or an ID token (refused)"),
      404: authError("The provider is not configured"),
    },
  });
  path("get", "/api/auth/callback/{id}", "socialSignInCallback", "LinkedIn's return: signs in (creating the account on first use) and redirects into the app", {
    request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "linkedin" }) }) },
    responses: redirect(`Redirects to the page the sign-in started from. ${SESSION_SET}`),
  });
  path("post", "/api/auth/sign-out", "signOut", "Sign out: the session ends and its cookie is cleared", {
    security: [{ session: [] }],
    responses: { 200: json(z.object({ success: z.boolean() }), "Signed out"), 400: authError("No session to end") },
  });
  path("post", "/api/auth/request-password-reset", "requestPasswordReset", "Mail a password reset link (the same answer whether or not the e-mail is known)", {
    request: { body: jsonBody(PasswordResetRequestInput) },
    responses: { 200: json(z.object({ status: z.boolean(), message: z.string() }), "Mailed if the e-mail is known"), 400: errorBody("A missing or invalid e-mail") },
  });
  path("get", "/api/auth/reset-password/{token}", "openPasswordReset", "The mailed reset link: redirects to the reset form with the token", {
    request: { params: z.object({ token: z.string().openapi({ param: { name: "token", in: "path" } }) }) },
    responses: redirect("Redirects to /auth/reset-password?token=..., or with error=INVALID_TOKEN"),
  });
  path("post", "/api/auth/reset-password", "resetPassword", "Set a new password with a reset token; every session of the user ends", {
    request: { body: jsonBody(ResetPasswordInput) },
    responses: { 200: json(z.object({ status: z.boolean() }), "Changed"), 400: errorBody("A weak password, or an invalid or expired token") },
  });
  path("post", "/api/auth/change-password", "changePassword", "Change the signed-in user's password; their other sessions end", {
    security: [{ session: [] }],
    request: { body: jsonBody(ChangePasswordInput) },
    responses: {
      200: json(z.object({ status: z.boolean() }), "Changed; the change, the end of the other sessions, the mail and the history commit together"),
      400: errorBody("A weak new password, or a wrong current password"),
      401: authError("Not signed in"),
    },
  });
  describeSecondFactors(path);
  path("get", "/api/auth/verify-email", "verifyEmail", "The mailed confirmation link: confirms the e-mail, signs in and redirects into the app", {
    request: { query: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
    responses: { 200: json(z.object({ status: z.boolean() }), "Confirmed (without callbackURL)"), ...redirect(`Redirects to the callback URL. ${SESSION_SET}`) },
  });
}

type Describe = (method: "get" | "post", route: string, operationId: string, summary: string, rest: Pick<RouteConfig, "request" | "responses" | "security">) => void;

/** Two-factor (better-auth's plugin) and the app's own passkey sign-in (issue 34). */
function describeSecondFactors(path: Describe) {
  const signedIn = { security: [{ session: [] }] };
  const wrongPassword = { 400: errorBody("A missing field, or a wrong password"), 401: authError("Not signed in") };
  path("post", "/api/auth/two-factor/enable", "startTwoFactor", "Start setting up two-factor: answers the TOTP secret (otpauth URI) and ten recovery codes; the first code turns it on", {
    ...signedIn,
    request: { body: jsonBody(TwoFactorPasswordInput) },
    responses: { 200: json(TwoFactorSetupSchema, "The secret and recovery codes, shown once"), ...wrongPassword },
  });
  path("post", "/api/auth/two-factor/verify-totp", "verifyTotp", "A code from the authenticator app: finishes setup (signed in), or signing in (after the password)", {
    request: { body: jsonBody(TwoFactorCodeInput) },
    responses: { 200: json(z.object({ user: AuthUser }), `Verified. ${SESSION_SET}`), 400: errorBody("Not 6 digits"), 401: authError("A wrong or expired code, or no sign-in waiting for one") },
  });
  path("post", "/api/auth/two-factor/verify-backup-code", "verifyRecoveryCode", "Sign in with a recovery code instead of the app's code; each code works once", {
    request: { body: jsonBody(RecoveryCodeInput) },
    responses: { 200: json(z.object({ user: AuthUser }), `Signed in. ${SESSION_SET}`), 400: errorBody("A missing code"), 401: authError("A wrong or used code") },
  });
  path("post", "/api/auth/two-factor/disable", "turnOffTwoFactor", "Turn two-factor off (mailed and recorded); refused to those who must have it", {
    ...signedIn,
    request: { body: jsonBody(TwoFactorPasswordInput) },
    responses: { 200: json(z.object({ status: z.boolean() }), "Off"), ...wrongPassword, 409: errorBody("This account must have two-factor") },
  });
  path("post", "/api/auth/two-factor/generate-backup-codes", "newRecoveryCodes", "Replace the recovery codes (mailed and recorded); the old ones stop working", {
    ...signedIn,
    request: { body: jsonBody(TwoFactorPasswordInput) },
    responses: { 200: json(z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }), "The new codes, shown once"), ...wrongPassword },
  });
  path("post", "/api/auth/passkey/options", "passkeySignInOptions", "WebAuthn request options for signing in with a passkey (a challenge valid five minutes, used once)", {
    responses: { 200: json(z.object({ challengeId: z.string(), options: z.object({}).passthrough() }), "The challenge's id and PublicKeyCredentialRequestOptionsJSON") },
  });
  path("post", "/api/auth/passkey/sign-in", "passkeySignIn", "Sign in with a passkey: the browser's answer to the challenge, the user verified by the authenticator (PIN or biometric)", {
    request: { body: jsonBody(PasskeySignInInput) },
    responses: { 200: json(z.object({ status: z.boolean() }), `Signed in. ${SESSION_SET}`), 400: errorBody("A malformed answer, or one that could not be verified (a used or expired challenge, an unknown passkey, a bad signature, no user verification)") },
  });
}
