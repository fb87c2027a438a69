import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { CLIENT_ID, CookieJar, consent, land, newIdentity, pressLinkedIn, roundTrip, SIGN_IN_BODY, signInError, startIdp, usersWithEmail } from "./linkedin-support";

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

/** What LinkedIn sign-in refuses: refused consent, forged state, replays, untrustworthy ID tokens, an unreachable LinkedIn. */

describe("LinkedIn sign-in against a local OpenID Connect provider", () => {
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
    expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
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
    expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
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
    expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
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
        expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
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
      expect(await usersWithEmail(t, email)).toHaveLength(0);
      expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
    });

    it("refuses a token response without an ID token", async () => {
      const who = newIdentity();
      idp.identity = who;
      idp.server.service.once("beforeResponse", (response) => {
        delete (response.body as { id_token?: string }).id_token;
      });
      const { location } = await roundTrip(t);
      expect(signInError(location)).toBe("unable_to_get_user_info");
      expect(await usersWithEmail(t, who.email!)).toHaveLength(0);
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
    const [row] = await t.services.database.db.select().from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(user.email, who.email!));
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
