/**
 * A real local OpenID Connect provider (oauth2-mock-server) standing in for LinkedIn,
 * and a tiny cookie jar to drive the redirect round trip as a browser would.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { expect } from "vitest";
import { account, user } from "@/server/db/schema";
import { type TestApp } from "./harness";
import * as make from "../support/factories";

export const CLIENT_ID = "radbridge-test-client";
export const CLIENT_SECRET = "radbridge-test-secret";

export interface LinkedInIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const newIdentity = (over: Partial<LinkedInIdentity> = {}): LinkedInIdentity => {
  const id = randomUUID().slice(0, 8);
  return { sub: `li-${randomUUID()}`, email: `linkedin-${id}@example.test`, email_verified: true, name: `Lina ${id}`, ...over };
};

/** Starts a local OIDC provider; `identity` is what its next tokens say about the member. */
export async function startIdp() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const state = { identity: newIdentity() };
  server.service.on("beforeTokenSigning", (token) => {
    const { email, email_verified, name, given_name, family_name, picture, sub } = state.identity;
    for (const [k, v] of Object.entries({ sub, email, email_verified, name, given_name, family_name, picture })) {
      if (v === undefined) delete token.payload[k];
      else token.payload[k] = v;
    }
  });
  return {
    server,
    issuer: server.issuer.url as string,
    set identity(value: LinkedInIdentity) {
      state.identity = value;
    },
    get identity() {
      return state.identity;
    },
    env: () => ({ LINKEDIN_CLIENT_ID: CLIENT_ID, LINKEDIN_CLIENT_SECRET: CLIENT_SECRET, LINKEDIN_ISSUER: server.issuer.url as string }),
    stop: () => server.stop(),
  };
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  absorb(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }
  has(fragment: string) {
    return [...this.cookies.keys()].some((k) => k.includes(fragment));
  }
}

export const SIGN_IN_BODY = { provider: "linkedin", callbackURL: "/providers", errorCallbackURL: "/auth/sign-in", disableRedirect: true };

/** Presses the LinkedIn button: the app answers with LinkedIn's authorization URL. */
export async function pressLinkedIn(t: TestApp, jar: CookieJar): Promise<URL> {
  const res = await t.request("POST", "/api/auth/sign-in/social", { body: SIGN_IN_BODY, cookie: jar.header(), ip: make.uniqueIp() });
  if (res.status !== 200) throw new Error(`sign-in/social answered ${res.status}: ${await res.text()}`);
  jar.absorb(res);
  const { url } = (await res.json()) as { url: string };
  return new URL(url);
}

/** The member consents at the provider, which redirects back to the app's callback. */
export async function consent(authorizeUrl: URL): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  const location = res.headers.get("location");
  if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  return new URL(location);
}

/** The browser follows the provider's redirect to the app's callback. */
export async function land(t: TestApp, jar: CookieJar, callback: URL) {
  const res = await t.request("GET", `${callback.pathname}${callback.search}`, { cookie: jar.header() });
  jar.absorb(res);
  return { status: res.status, location: res.headers.get("location") ?? "", res };
}

/** The whole round trip for the provider's current identity. */
export async function roundTrip(t: TestApp, jar = new CookieJar()) {
  const callback = await consent(await pressLinkedIn(t, jar));
  return { jar, callback, ...(await land(t, jar, callback)) };
}

export const usersWithEmail = (t: TestApp, email: string) => t.services.database.db.select().from(user).where(eq(user.email, email));

export const linkedInAccountsOf = (t: TestApp, userId: string) =>
  t.services.database.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "linkedin")));

/** The error code of a redirect to the sign-in page (relative or absolute), or null elsewhere. */
export const signInError = (location: string | null) => {
  const url = new URL(location ?? "/", "http://localhost:3999");
  return url.origin === "http://localhost:3999" && url.pathname === "/auth/sign-in" ? url.searchParams.get("error") : null;
};

/** Who `/api/me` says the cookie belongs to. */
export const me = async (t: TestApp, cookie: string) => {
  const res = await t.request("GET", "/api/me", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { user: { id: string; email: string; name: string; emailVerified: boolean }; profile: { role: string; name: string; email: string } };
};
