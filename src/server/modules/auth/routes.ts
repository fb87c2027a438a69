import type { Context, Hono } from "hono";
import {
  ChangePasswordInput,
  PasswordResetRequestInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  SocialSignInInput,
} from "@/shared/contracts/auth";
import type { AppEnv } from "@/server/context";
import { Invalid } from "@/server/errors";
import { bodyOf, forward, signedInActor } from "./forward";
import { passwordProblem } from "./password-policy";
import { changePassword } from "./password-service";
import { currentSession } from "../security/routes";
import { registerTwoFactorRoutes } from "./two-factor-routes";
import { registerPasskeySignInRoutes } from "./passkey-sign-in-routes";
import { refuseSkippedSecondFactor } from "./second-factor-guard";

type Ctx = Context<AppEnv>;

/**
 * Mounts the better-auth endpoints the web app uses, and only those: each body is checked
 * against the app's own rules and forwarded with the checked fields alone. Every other
 * better-auth endpoint (update-user, get-session, delete-user, list-sessions...) is not
 * reachable: /api/auth/* falls through to the API's 404.
 */
export function registerAuthRoutes(app: Hono<AppEnv>) {
  app.post("/api/auth/sign-up/email", async (c) => {
    const { name, email, password, callbackURL } = await bodyOf(c, SignUpInput);
    checkPassword(password, email);
    return forward(c, { name, email, password, callbackURL });
  });
  app.post("/api/auth/sign-in/email", async (c) => forward(c, await bodyOf(c, SignInInput)));
  app.post("/api/auth/sign-in/social", async (c) => forward(c, await bodyOf(c, SocialSignInInput)));
  app.post("/api/auth/sign-out", (c) => forward(c, {}));
  app.post("/api/auth/request-password-reset", async (c) => forward(c, await bodyOf(c, PasswordResetRequestInput)));
  app.post("/api/auth/reset-password", async (c) => {
    const input = await bodyOf(c, ResetPasswordInput);
    const email = await emailOfResetToken(c, input.token);
    if (email) checkPassword(input.newPassword, email);
    return forward(c, input);
  });
  app.post("/api/auth/change-password", async (c) => {
    const input = await bodyOf(c, ChangePasswordInput);
    const actor = await signedInActor(c);
    await changePassword(c.get("ctx"), actor, { ...input, ...currentSession(c) });
    return c.json({ status: true }, 200);
  });
  registerTwoFactorRoutes(app);
  registerPasskeySignInRoutes(app);
  // Links in mail and the LinkedIn callback.
  app.get("/api/auth/verify-email", (c) => forward(c));
  app.get("/api/auth/reset-password/:token", (c) => forward(c));
  app.get("/api/auth/callback/:id", async (c) => refuseSkippedSecondFactor(c, await forward(c)));
}

function checkPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new Invalid(problem);
}

async function emailOfResetToken(c: Ctx, token: string): Promise<string | undefined> {
  const { internalAdapter } = await c.get("services").auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return undefined;
  return (await internalAdapter.findUserById(verification.value))?.email;
}

