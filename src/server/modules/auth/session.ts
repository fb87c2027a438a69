import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { SESSION_LIFETIME_DAYS } from "@/shared/contracts/security";
import { ANONYMOUS, type Actor } from "@/shared/policy/roles";
import type { Services } from "@/server/context";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { noteSignIn } from "../security/devices";
import { SESSION_TIMES } from "./auth";
import { actorOf } from "./profile-repo";
import { deleteSessionByToken, insertSession, sessionActor, touchSession } from "./session-repo";

/** How long a session lasts at most, whatever its use (issue 34 §3), in seconds. */
export const SESSION_LIFETIME = SESSION_LIFETIME_DAYS * 24 * 60 * 60;
/** How often a session's last activity is written (seconds): the sessions list is accurate to this. */
const TOUCH_EVERY = 5 * 60;

/**
 * The actor behind a request's session cookie, in one indexed query (decision 0016): the cookie's signature is checked
 * the way better-auth signs it (HMAC-SHA256 of the token with the app's secret; `better-auth-cookie.test.ts` fails if
 * that changes), then the session, its user, profile and active membership are read together. Every few minutes of use
 * the session's last activity is noted and its expiry rolled on, never past its absolute end; the cookie follows.
 */
export async function actorForRequest(c: Context, services: Services): Promise<Actor> {
  const token = sessionTokenOf(c, services.config);
  if (!token) return ANONYMOUS;
  const { db } = services.database;
  const [row] = await sessionActor(db).execute({ token });
  const now = Date.now();
  if (!row) return ANONYMOUS;
  if (row.expiresAt.getTime() <= now || row.signedInAt.getTime() + SESSION_LIFETIME * 1000 <= now) {
    await deleteSessionByToken(db, token);
    return ANONYMOUS;
  }
  if (now - row.lastActiveAt.getTime() >= TOUCH_EVERY * 1000) {
    const expiresAt = await touchSession(db, token, SESSION_TIMES.expiresIn, SESSION_LIFETIME);
    if (expiresAt) renewCookie(c, services.config.appUrl, expiresAt);
  }
  return actorOf(row.userId, row);
}

/**
 * Signs a user in without better-auth (a passkey, issue 34 §2): a session like the ones it makes, its signed cookie, and
 * the new-device check its sign-ins get.
 */
export async function startSession(c: Context, services: Services, userId: string): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  const ipAddress = c.req.header(CLIENT_IP_HEADER) ?? null;
  const userAgent = c.req.header("user-agent") ?? null;
  const created = await insertSession(services.database.db, { id: randomUUID(), token, userId, idleSeconds: SESSION_TIMES.expiresIn, ipAddress, userAgent });
  setCookie(c, cookieName(services.config.appUrl), `${token}.${signatureOf(token, services.config.authSecret)}`, cookieAttributes(services.config.appUrl, SESSION_TIMES.expiresIn));
  if (await noteSignIn(services.database.db, services.config.appUrl, { userId, userAgent, ipAddress, createdAt: created.createdAt })) services.mailer.kick();
}

/** The session token of a request's signed cookie, or null without a valid one. */
export function sessionTokenOf(c: Context, config: { appUrl: string; authSecret: string }): string | null {
  const value = getCookie(c, cookieName(config.appUrl));
  return value ? verifiedToken(value, config.authSecret) : null;
}

/** The token of a signed cookie value (`token.signature`), or null when the signature is not the app's. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(token, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** How better-auth signs a session token: HMAC-SHA256 with the app's secret, in base64. */
const signatureOf = (token: string, secret: string) => createHmac("sha256", secret).update(token).digest("base64");

/** better-auth's session cookie name for the app's address. */
export const cookieName = (appUrl: string) => `${appUrl.startsWith("https://") ? "__Secure-" : ""}better-auth.session_token`;

/** The same cookie, with better-auth's attributes, living until the session's new expiry. */
function renewCookie(c: Context, appUrl: string, expiresAt: Date) {
  const name = cookieName(appUrl);
  const value = getCookie(c, name);
  if (!value) return;
  setCookie(c, name, value, cookieAttributes(appUrl, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))));
}

/** better-auth's session cookie attributes. */
const cookieAttributes = (appUrl: string, maxAge: number) => ({ path: "/", httpOnly: true, sameSite: "Lax" as const, secure: appUrl.startsWith("https://"), maxAge });
