import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount } from "@/server/modules/auth/accounts";
import { account, profiles, user } from "@/server/db/schema";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";
import { CLIENT_ID, CookieJar, consent, land, newIdentity, pressLinkedIn, roundTrip, SIGN_IN_BODY, startIdp } from "./linkedin-support";

let idp: Awaited<ReturnType<typeof startIdp>>;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdp();
  t = await startTestApp(idp.env());
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

const db = () => t.services.database.db;
const usersWithEmail = (email: string) => db().select().from(user).where(eq(user.email, email));
const linkedInAccountsOf = (userId: string) =>
  db()
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "linkedin")));
/** The error code of a redirect to the sign-in page (relative or absolute), or null elsewhere. */
const signInError = (location: string | null) => {
  const url = new URL(location ?? "/", "http://localhost:3999");
  return url.origin === "http://localhost:3999" && url.pathname === "/auth/sign-in" ? url.searchParams.get("error") : null;
};
const me = async (cookie: string) => {
  const res = await t.request("GET", "/api/me", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { user: { id: string; email: string; name: string; emailVerified: boolean }; profile: { role: string; name: string; email: string } };
};

describe("LinkedIn sign-in against a local OpenID Connect provider", () => {
  it("sends the member to LinkedIn with openid profile email, a consent prompt, state and PKCE", async () => {
    const url = await pressLinkedIn(t, new CookieJar());
    expect(url.origin).toBe(idp.issuer);
    expect(url.pathname).toBe("/authorize");
    const q = url.searchParams;
    expect(q.get("client_id")).toBe(CLIENT_ID);
    expect(q.get("response_type")).toBe("code");
    expect(q.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(q.get("prompt")).toBe("consent");
    expect(q.get("redirect_uri")).toBe("http://localhost:3999/api/auth/callback/linkedin");
    expect(q.get("state")?.length).toBeGreaterThanOrEqual(32);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toBeTruthy();
  });

  it("signs a new member up: user and basic profile from the ID token, landing on /providers signed in", async () => {
    const who = newIdentity({ name: "Lina Linkedin" });
    idp.identity = who;
    const { status, location, res } = await roundTrip(t);
    expect(status).toBe(302);
    expect(location).toBe("/providers");
    const cookie = sessionCookie(res);
    const mine = await me(cookie);
    expect(mine.user.email).toBe(who.email);
    expect(mine.user.name).toBe("Lina Linkedin");
    expect(mine.user.emailVerified).toBe(true);
    expect(mine.profile).toMatchObject({ role: "basic", name: "Lina Linkedin", email: who.email });
    const accounts = await linkedInAccountsOf(mine.user.id);
    expect(accounts.map((a) => a.accountId)).toEqual([who.sub]);
    // Tokens are stored encrypted, never as the raw JWT.
    expect(accounts[0]!.accessToken?.startsWith("ey")).toBe(false);
  });

  it("builds the name from given and family name when the token has no full name", async () => {
    const who = newIdentity({ name: undefined, given_name: "Ada", family_name: "Lovelace" });
    idp.identity = who;
    const { location, res } = await roundTrip(t);
    expect(location).toBe("/providers");
    expect((await me(sessionCookie(res))).profile.name).toBe("Ada Lovelace");
  });

  it("signs a returning member in to the same account without creating another", async () => {
    const who = newIdentity();
    idp.identity = who;
    const first = await roundTrip(t);
    const firstId = (await me(sessionCookie(first.res))).user.id;
    const again = await roundTrip(t);
    expect(again.location).toBe("/providers");
    expect((await me(sessionCookie(again.res))).user.id).toBe(firstId);
    expect(await usersWithEmail(who.email!)).toHaveLength(1);
    expect(await linkedInAccountsOf(firstId)).toHaveLength(1);
  });

  it("links LinkedIn to an existing account when the ID token says the e-mail is verified", async () => {
    const email = make.uniqueEmail("hospital");
    const userId = await createConfirmedAccount(db(), { email, password: "correct-horse-battery", name: "City Hospital", role: "hospital" });
    idp.identity = newIdentity({ email, email_verified: true, name: "Someone Else" });
    const { location, res } = await roundTrip(t);
    expect(location).toBe("/providers");
    const mine = await me(sessionCookie(res));
    expect(mine.user.id).toBe(userId);
    expect(mine.profile.role).toBe("hospital");
    expect(mine.profile.name).toBe("City Hospital");
    expect(await linkedInAccountsOf(userId)).toHaveLength(1);
  });

  it("refuses to link an existing account when LinkedIn has not verified the e-mail, and takes nothing over", async () => {
    const email = make.uniqueEmail("victim");
    const password = "correct-horse-battery";
    const userId = await createConfirmedAccount(db(), { email, password, name: "Victim", role: "hospital" });
    for (const emailVerified of [false, "false", undefined]) {
      idp.identity = newIdentity({ email, email_verified: emailVerified as boolean | undefined });
      const { status, location, jar } = await roundTrip(t);
      expect(status).toBe(302);
      expect(signInError(location)).toBe("account_not_linked");
      expect(jar.has("session_token")).toBe(false);
    }
    expect(await linkedInAccountsOf(userId)).toHaveLength(0);
    expect(await usersWithEmail(email)).toHaveLength(1);
    // The owner still signs in with the password.
    const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password }, ip: make.uniqueIp() });
    expect(res.status).toBe(200);
  });

  it("refuses to link an account whose own address was never confirmed", async () => {
    const email = make.uniqueEmail("unconfirmed");
    const signUp = await t.request("POST", "/api/auth/sign-up/email", {
      body: { name: "Pre Registered", email, password: "correct-horse-battery", confirmPassword: "correct-horse-battery" },
      ip: make.uniqueIp(),
    });
    expect(signUp.status).toBe(200);
    const [local] = await usersWithEmail(email);
    expect(local?.emailVerified).toBe(false);
    idp.identity = newIdentity({ email, email_verified: true });
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("account_not_linked");
    expect(jar.has("session_token")).toBe(false);
    expect(await linkedInAccountsOf(local!.id)).toHaveLength(0);
  });

  it("does not create an account from an e-mail LinkedIn has not verified", async () => {
    const who = newIdentity({ email_verified: false });
    idp.identity = who;
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("email_not_verified");
    expect(jar.has("session_token")).toBe(false);
    expect(await usersWithEmail(who.email!)).toHaveLength(0);
  });

  it("lands on the sign-in page with access_denied when the member refuses consent; nothing is created", async () => {
    const who = newIdentity();
    idp.identity = who;
    idp.server.service.once("beforeAuthorizeRedirect", ({ url }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
      url.searchParams.set("error_description", "The user cancelled the authorization");
    });
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("access_denied");
    expect(jar.has("session_token")).toBe(false);
    expect(await usersWithEmail(who.email!)).toHaveLength(0);
  });

  it("refuses a tampered state, and a state from another browser; nothing is created", async () => {
    const who = newIdentity();
    idp.identity = who;
    const jar = new CookieJar();
    const callback = await consent(await pressLinkedIn(t, jar));
    const tampered = new URL(callback);
    tampered.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const bad = await land(t, jar, tampered);
    expect(signInError(bad.location)).toBe("state_mismatch");
    // The genuine state, but without the browser's state cookie (a link sent to someone else).
    const other = await land(t, new CookieJar(), callback);
    expect(signInError(other.location)).toBe("state_mismatch");
    expect(await usersWithEmail(who.email!)).toHaveLength(0);
    // A callback with no state at all.
    const none = await t.request("GET", "/api/auth/callback/linkedin?code=abc");
    expect(signInError(none.headers.get("location"))).toBe("state_not_found");
  });

  it("refuses a replayed callback: the state is single use", async () => {
    idp.identity = newIdentity();
    const first = await roundTrip(t);
    expect(first.location).toBe("/providers");
    const replay = await land(t, new CookieJar(), first.callback);
    expect(signInError(replay.location)).toBe("state_mismatch");
    expect(replay.res.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("refuses an expired or already used code", async () => {
    const who = newIdentity();
    idp.identity = who;
    idp.server.service.once("beforeResponse", (response) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "The authorization code has expired" };
    });
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("invalid_code");
    expect(jar.has("session_token")).toBe(false);
    expect(await usersWithEmail(who.email!)).toHaveLength(0);
  });

  describe("verifies the ID token before trusting it", () => {
    const cases: [string, (payload: Record<string, unknown>) => void][] = [
      ["issued for another client", (p) => (p.aud = "someone-else")],
      ["from another issuer", (p) => (p.iss = "https://evil.example")],
      ["expired", (p) => (p.exp = Math.floor(Date.now() / 1000) - 3600)],
      ["not valid yet", (p) => (p.nbf = Math.floor(Date.now() / 1000) + 3600)],
    ];
    for (const [label, change] of cases) {
      it(`refuses an ID token ${label}`, async () => {
        const who = newIdentity();
        idp.identity = who;
        const tweak = (token: { payload: Record<string, unknown> }) => {
          if (token.payload.aud === CLIENT_ID) change(token.payload);
          else idp.server.service.once("beforeTokenSigning", tweak);
        };
        idp.server.service.once("beforeTokenSigning", tweak);
        const { location, jar } = await roundTrip(t);
        expect(signInError(location)).toBe("unable_to_get_user_info");
        expect(jar.has("session_token")).toBe(false);
        expect(await usersWithEmail(who.email!)).toHaveLength(0);
      });
    }

    it("refuses an ID token whose claims were altered after signing", async () => {
      const who = newIdentity();
      idp.identity = who;
      const email = make.uniqueEmail("forged");
      idp.server.service.once("beforeResponse", (response) => {
        const body = response.body as { id_token: string };
        const [h, p, s] = body.id_token.split(".");
        const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
        claims.email = email;
        body.id_token = [h, Buffer.from(JSON.stringify(claims)).toString("base64url"), s].join(".");
      });
      const { location } = await roundTrip(t);
      expect(signInError(location)).toBe("unable_to_get_user_info");
      expect(await usersWithEmail(email)).toHaveLength(0);
      expect(await usersWithEmail(who.email!)).toHaveLength(0);
    });

    it("refuses a token response without an ID token", async () => {
      const who = newIdentity();
      idp.identity = who;
      idp.server.service.once("beforeResponse", (response) => {
        delete (response.body as { id_token?: string }).id_token;
      });
      const { location } = await roundTrip(t);
      expect(signInError(location)).toBe("unable_to_get_user_info");
      expect(await usersWithEmail(who.email!)).toHaveLength(0);
    });
  });

  it("refuses an ID token submitted by the browser instead of the redirect flow", async () => {
    const res = await t.request("POST", "/api/auth/sign-in/social", {
      body: { ...SIGN_IN_BODY, idToken: { token: "a.b.c" } },
      ip: make.uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "ID_TOKEN_NOT_SUPPORTED", message: "LinkedIn sign-in must go through LinkedIn's own sign-in page." });
  });

  it("creates the profile for LinkedIn users in the same database as their user row", async () => {
    const who = newIdentity();
    idp.identity = who;
    await roundTrip(t);
    const [row] = await db().select().from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(user.email, who.email!));
    expect(row?.profiles.role).toBe("basic");
  });
});

describe("LinkedIn sign-in when it cannot run", () => {
  it("answers a clear 400 when LinkedIn is not configured, and sets no cookie", async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.request("POST", "/api/auth/sign-in/social", { body: SIGN_IN_BODY });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "LINKEDIN_NOT_CONFIGURED", message: "LinkedIn sign-in is not configured" });
      expect(res.headers.getSetCookie()).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it("answers 503 with a clear message when LinkedIn cannot be reached", async () => {
    const down = await startTestApp({ ...idp.env(), LINKEDIN_ISSUER: "http://127.0.0.1:9" });
    try {
      const res = await down.request("POST", "/api/auth/sign-in/social", { body: SIGN_IN_BODY });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        code: "LINKEDIN_UNAVAILABLE",
        message: "LinkedIn sign-in is unavailable right now: LinkedIn could not be reached. Please try again later.",
      });
    } finally {
      await down.close();
    }
  });

  it("lands on the sign-in page when LinkedIn goes down between consent and the callback", async () => {
    const flaky = await startIdp();
    const app = await startTestApp(flaky.env());
    try {
      const who = newIdentity();
      flaky.identity = who;
      const jar = new CookieJar();
      const callback = await consent(await pressLinkedIn(app, jar));
      await flaky.stop();
      const res = await app.request("GET", `${callback.pathname}${callback.search}`, { cookie: jar.header() });
      expect(signInError(res.headers.get("location"))).toBe("invalid_code");
      const rows = await app.services.database.db.select().from(user).where(eq(user.email, who.email!));
      expect(rows).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
