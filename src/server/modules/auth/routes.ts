import type { Context, Hono } from "hono";
import type { z } from "zod";
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
import { watchingDatabase } from "./database-watch";
import { passwordProblem } from "./password-policy";
import { recordUserEvent } from "./auth-events";

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
    const session = await c.get("services").auth.api.getSession({ headers: c.req.raw.headers });
    if (session) checkPassword(input.newPassword, session.user.email);
    const res = await forward(c, { ...input, revokeOtherSessions: true });
    // better-auth answers 200 only when the current password was right and the new one is stored.
    if (res.status === 200 && session) await recordUserEvent(c.get("services").database.db, session.user.id, "password_changed");
    return res;
  });
  // Links in mail and the LinkedIn callback.
  app.get("/api/auth/verify-email", (c) => forward(c));
  app.get("/api/auth/reset-password/:token", (c) => forward(c));
  app.get("/api/auth/callback/:id", (c) => forward(c));
}

async function bodyOf<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid("Malformed JSON in request body");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw Invalid.fromZod(parsed.error);
  return parsed.data;
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

/** Hands the request to better-auth (with the checked body, if any) and keeps session tokens out of its JSON answer. */
async function forward(c: Ctx, body?: object): Promise<Response> {
  let request = c.req.raw;
  if (body !== undefined) {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    request = new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
  }
  return withoutSessionToken(await watchingDatabase(() => c.get("services").auth.handler(request)));
}

/** The session travels only in its httpOnly cookie (PRODUCT.md #2). */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const data: unknown = await res.json().catch(() => null);
  if (data && typeof data === "object") {
    const record = data as { token?: unknown; session?: { token?: unknown } };
    delete record.token;
    if (record.session && typeof record.session === "object") delete record.session.token;
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(data), { status: res.status, statusText: res.statusText, headers });
}
