import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";
import { CLIENT_ID, CookieJar, linkedInAccountsOf, me, newIdentity, pressLinkedIn, roundTrip, signInError, startIdp, usersWithEmail } from "./linkedin-support";

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

/** Signing up, in and linking accounts with LinkedIn (a local OpenID Connect provider stands in for it). */

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
    const mine = await me(t, cookie);
    expect(mine.user.email).toBe(who.email);
    expect(mine.user.name).toBe("Lina Linkedin");
    expect(mine.user.emailVerified).toBe(true);
    expect(mine.profile).toMatchObject({ role: "basic", name: "Lina Linkedin", email: who.email });
    const accounts = await linkedInAccountsOf(t, mine.user.id);
    expect(accounts.map((a) => a.accountId)).toEqual([who.sub]);
    // Tokens are stored encrypted, never as the raw JWT.
    expect(accounts[0]!.accessToken?.startsWith("ey")).toBe(false);
  });

  it("builds the name from given and family name when the token has no full name", async () => {
    const who = newIdentity({ name: undefined, given_name: "Ada", family_name: "Lovelace" });
    idp.identity = who;
    const { location, res } = await roundTrip(t);
    expect(location).toBe("/providers");
    expect((await me(t, sessionCookie(res))).profile.name).toBe("Ada Lovelace");
  });

  it("signs a returning member in to the same account without creating another", async () => {
    const who = newIdentity();
    idp.identity = who;
    const first = await roundTrip(t);
    const firstId = (await me(t, sessionCookie(first.res))).user.id;
    const again = await roundTrip(t);
    expect(again.location).toBe("/providers");
    expect((await me(t, sessionCookie(again.res))).user.id).toBe(firstId);
    expect(await usersWithEmail(t, who.email!)).toHaveLength(1);
    expect(await linkedInAccountsOf(t, firstId)).toHaveLength(1);
  });

  it("links LinkedIn to an existing account when the ID token says the e-mail is verified", async () => {
    const email = make.uniqueEmail("hospital");
    const { userId } = await make.account(t, { email, password: "correct-horse-battery", name: "City Hospital", role: "hospital" });
    idp.identity = newIdentity({ email, email_verified: true, name: "Someone Else" });
    const { location, res } = await roundTrip(t);
    expect(location).toBe("/providers");
    const mine = await me(t, sessionCookie(res));
    expect(mine.user.id).toBe(userId);
    expect(mine.profile.role).toBe("hospital");
    expect(mine.profile.name).toBe("City Hospital");
    expect(await linkedInAccountsOf(t, userId)).toHaveLength(1);
  });

  it("refuses to link an existing account when LinkedIn has not verified the e-mail, and takes nothing over", async () => {
    const email = make.uniqueEmail("victim");
    const password = "correct-horse-battery";
    const { userId } = await make.account(t, { email, password, name: "Victim", role: "hospital" });
    for (const emailVerified of [false, "false", undefined]) {
      idp.identity = newIdentity({ email, email_verified: emailVerified as boolean | undefined });
      const { status, location, jar } = await roundTrip(t);
      expect(status).toBe(302);
      expect(signInError(location)).toBe("account_not_linked");
      expect(jar.has("session_token")).toBe(false);
    }
    expect(await linkedInAccountsOf(t, userId)).toHaveLength(0);
    expect(await usersWithEmail(t, email)).toHaveLength(1);
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
    const [local] = await usersWithEmail(t, email);
    expect(local?.emailVerified).toBe(false);
    idp.identity = newIdentity({ email, email_verified: true });
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("account_not_linked");
    expect(jar.has("session_token")).toBe(false);
    expect(await linkedInAccountsOf(t, local!.id)).toHaveLength(0);
  });

  it("does not create an account from an e-mail LinkedIn has not verified", async () => {
    const who = newIdentity({ email_verified: false });
    idp.identity = who;
    const { location, jar } = await roundTrip(t);
    expect(signInError(location)).toBe("email_not_verified");
    expect(jar.has("session_token")).toBe(false);
    expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
  });
});

describe("LinkedIn sign-in and two-factor", () => {
  it("does not skip the second factor: an account with two-factor is sent to sign in with its password and code, with no session", async () => {
    const email = make.uniqueEmail("twofactor");
    const { userId } = await make.account(t, { email, password: "correct-horse-battery", name: "Guarded Hospital", role: "hospital", twoFactor: true });
    idp.identity = newIdentity({ email, email_verified: true });
    const { location, res } = await roundTrip(t);
    expect(signInError(location)).toBe("two_factor_required");
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cleared).toMatch(/^better-auth\.session_token=;.*Max-Age=0/);
    expect((await t.services.database.exec("select count(*)::int as n from session where user_id = $1", [userId])).rows[0]).toEqual({ n: 0 });
  });
});
