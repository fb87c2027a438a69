import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { profiles, session, user } from "@/server/db/schema";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.services.database.db;
const signIn = (email: string, password: string) => t.request("POST", "/api/auth/sign-in/email", { body: { email, password }, ip: make.uniqueIp() });

/** better-auth endpoints the web app does not use. */
const UNUSED = [
  "update-user",
  "get-session",
  "delete-user",
  "delete-user/callback",
  "change-email",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "update-session",
  "verify-password",
  "send-verification-email",
  "list-accounts",
  "link-social",
  "unlink-account",
  "get-access-token",
  "refresh-token",
  "account-info",
  "ok",
  "error",
];

describe("better-auth endpoints the app does not use", () => {
  it("are not reachable, signed in or not", async () => {
    const { cookie } = await make.signedInAs(t, "basic");
    for (const path of UNUSED) {
      for (const method of ["GET", "POST"]) {
        const res = await t.request(method, `/api/auth/${path}`, { cookie, body: method === "POST" ? {} : undefined });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it("update-user cannot change the name or the image behind the profile rules", async () => {
    const me = await make.signedInAs(t, "basic");
    for (const body of [{ name: {} }, { name: "" }, { name: "x".repeat(90_000) }, { image: "javascript:alert(1)" }, { name: "Drift" }]) {
      const res = await t.request("POST", "/api/auth/update-user", { cookie: me.cookie, body });
      expect([404, 413]).toContain(res.status);
    }
    const [row] = await db().select({ name: user.name, image: user.image }).from(user).where(eq(user.id, me.userId));
    const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, me.userId));
    expect(row).toEqual({ name: "Test basic", image: null });
    expect(profile?.name).toBe("Test basic");
  });

  it("sign-up takes no field beyond name, e-mail, password and its confirmation", async () => {
    const email = make.uniqueEmail("img");
    const res = await t.request("POST", "/api/auth/sign-up/email", {
      body: { name: "Ima Ge", email, password: "a-fine-password", image: "javascript:alert(1)" },
      ip: make.uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Unknown field: image");
    expect(await db().select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

describe("session tokens", () => {
  it("never appear in a JSON body: sign-up, sign-in, change-password", async () => {
    const email = make.uniqueEmail("tok");
    const up = await t.request("POST", "/api/auth/sign-up/email", { body: { name: "Tok En", email, password: "a-fine-password" }, ip: make.uniqueIp() });
    expect(up.status).toBe(200);
    expect(await up.json()).not.toHaveProperty("token");

    const me = await make.signedInAs(t, "basic");
    const signedIn = await signIn(me.email, me.password);
    const body = await signedIn.json();
    expect(body.user.email).toBe(me.email);
    expect(body).not.toHaveProperty("token");
    const cookieToken = decodeURIComponent(sessionCookie(signedIn).split("=")[1]!).split(".")[0]!;
    expect(JSON.stringify(body)).not.toContain(cookieToken);

    const changed = await t.request("POST", "/api/auth/change-password", {
      cookie: sessionCookie(signedIn),
      body: { currentPassword: me.password, newPassword: "a-fresh-password-2" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).not.toHaveProperty("token");
  });
});

describe("password change", () => {
  it("always signs out the other sessions, even when the client asks not to", async () => {
    const me = await make.signedInAs(t, "basic");
    const other = sessionCookie(await signIn(me.email, me.password));
    const res = await t.request("POST", "/api/auth/change-password", {
      cookie: me.cookie,
      body: { currentPassword: me.password, newPassword: "another-fine-one", revokeOtherSessions: false },
    });
    expect(res.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie: other })).status).toBe(401);
    expect(await db().select().from(session).where(eq(session.userId, me.userId))).toHaveLength(1);
  });
});

describe("password rules", () => {
  const refusals: [string, (email: string) => string, string][] = [
    ["a common password", () => "password", AUTH_MESSAGES.passwordCommon],
    ["a common password in capitals", () => "PassWord", AUTH_MESSAGES.passwordCommon],
    ["a common number", () => "12345678", AUTH_MESSAGES.passwordCommon],
    ["the e-mail address", (email) => email, AUTH_MESSAGES.passwordIsEmail],
    ["the e-mail's local part", (email) => email.split("@")[0]!, AUTH_MESSAGES.passwordIsEmail],
  ];

  for (const [what, passwordFor, message] of refusals) {
    it(`sign-up refuses ${what} and creates nothing`, async () => {
      const email = make.uniqueEmail("weak");
      const res = await t.request("POST", "/api/auth/sign-up/email", { body: { name: "We Ak", email, password: passwordFor(email) }, ip: make.uniqueIp() });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
      expect(await db().select().from(user).where(eq(user.email, email))).toHaveLength(0);
    });

    it(`password change refuses ${what} and keeps the old password`, async () => {
      const me = await make.signedInAs(t, "basic");
      const res = await t.request("POST", "/api/auth/change-password", { cookie: me.cookie, body: { currentPassword: me.password, newPassword: passwordFor(me.email) } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
      expect((await signIn(me.email, me.password)).status).toBe(200);
    });
  }

  it("a reset refuses a common password and the e-mail, and keeps the old password and the link", async () => {
    const me = await make.signedInAs(t, "telerad");
    await t.request("POST", "/api/auth/request-password-reset", { body: { email: me.email, redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() });
    const { internalAdapter } = await t.services.auth.$context;
    const [row] = await t.services.database.exec("select identifier from verification where value = $1 and identifier like 'reset-password:%'", [me.userId]).then((r) => r.rows);
    const token = String(row!.identifier).slice("reset-password:".length);
    for (const [newPassword, message] of [
      ["password", AUTH_MESSAGES.passwordCommon],
      [me.email.split("@")[0]!, AUTH_MESSAGES.passwordIsEmail],
    ]) {
      const res = await t.request("POST", "/api/auth/reset-password", { body: { newPassword, token }, ip: make.uniqueIp() });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await signIn(me.email, me.password)).status).toBe(200);
    expect(await internalAdapter.findVerificationValue(`reset-password:${token}`)).toBeTruthy();
    const good = await t.request("POST", "/api/auth/reset-password", { body: { newPassword: "an-uncommon-choice", token }, ip: make.uniqueIp() });
    expect(good.status).toBe(200);
  });
});
