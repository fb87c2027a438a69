import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { mailOutbox, profiles, user } from "@/server/db/schema";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const password = "a-good-password";

async function latestMailTo(to: string) {
  const [mail] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** The path and query of a link in a mail, to replay it against the in-process app. */
const localPath = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

async function signUp(email: string, ip = make.uniqueIp()) {
  return t.request("POST", "/api/auth/sign-up/email", {
    body: { name: "Dana Doctor", email, password, confirmPassword: password, callbackURL: "/" },
    ip,
  });
}

describe("sign-up", () => {
  it("checks every field on the server with the specification's messages and writes nothing", async () => {
    const email = make.uniqueEmail("bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", email, password, confirmPassword: password }, AUTH_MESSAGES.nameRequired],
      [{ name: "A", email: "", password, confirmPassword: password }, AUTH_MESSAGES.emailRequired],
      [{ name: "A", email: "not-an-email", password, confirmPassword: password }, AUTH_MESSAGES.emailInvalid],
      [{ name: "A", email, password: "", confirmPassword: "" }, AUTH_MESSAGES.passwordRequired],
      [{ name: "A", email, password: "short", confirmPassword: "short" }, AUTH_MESSAGES.passwordShort],
      [{ name: "A", email, password: "x".repeat(129), confirmPassword: "x".repeat(129) }, AUTH_MESSAGES.passwordLong],
      [{ name: "A", email, password, confirmPassword: "something-else" }, AUTH_MESSAGES.passwordMismatch],
    ];
    for (const [body, message] of cases) {
      const res = await t.request("POST", "/api/auth/sign-up/email", { body, ip: make.uniqueIp() });
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const rows = await t.services.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(0);
  });

  it("creates a basic profile, sends a confirmation link that signs the user in at the site root", async () => {
    const email = make.uniqueEmail("new");
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toBe(false);

    const [row] = await t.services.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row?.role).toBe("basic");
    expect(row?.name).toBe("Dana Doctor");

    const before = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password }, ip: make.uniqueIp() });
    expect(before.status).toBe(403);
    expect((await before.json()).code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Confirm your RadBridge account");
    const link = linkIn(mail!.text);
    expect(link.startsWith("http://localhost:3999/api/auth/verify-email?token=")).toBe(true);

    const confirm = await t.request("GET", localPath(link));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/");
    const cookie = sessionCookie(confirm);
    const me = await t.request("GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user.email).toBe(email);
    expect(body.user.emailVerified).toBe(true);
    expect(body.profile.role).toBe("basic");
  });

  it("answers a sign-up for a registered address exactly like a new one", async () => {
    const { email } = await make.signedInAs(t, "hospital");
    const existing = await signUp(email);
    const fresh = await signUp(make.uniqueEmail("fresh"));
    expect(existing.status).toBe(fresh.status);
    const a = await existing.json();
    const b = await fresh.json();
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Someone tried to sign up with your e-mail");
    const [row] = await t.services.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row?.role).toBe("hospital");
  });
});

describe("sign-in and sign-out", () => {
  it("rejects a wrong password without saying whether the address exists", async () => {
    const { email } = await make.signedInAs(t, "basic");
    const wrong = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password: "wrong-password" }, ip: make.uniqueIp() });
    const unknown = await t.request("POST", "/api/auth/sign-in/email", { body: { email: make.uniqueEmail("nobody"), password: "wrong-password" }, ip: make.uniqueIp() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).message).toBe((await unknown.json()).message);
  });

  it("sets an httpOnly SameSite=Lax cookie and signing out ends the session", async () => {
    const { email, password: pw } = await make.signedInAs(t, "basic");
    const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password: pw }, ip: make.uniqueIp() });
    const raw = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(res);
    expect((await t.request("GET", "/api/me", { cookie })).status).toBe(200);
    expect((await t.request("POST", "/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses, and a reset revokes every session", async () => {
    const { email, cookie } = await make.signedInAs(t, "telerad");
    const known = await t.request("POST", "/api/auth/request-password-reset", { body: { email, redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() });
    const unknown = await t.request("POST", "/api/auth/request-password-reset", { body: { email: make.uniqueEmail("ghost"), redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Reset your RadBridge password");
    const landing = await t.request("GET", localPath(linkIn(mail!.text)));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, "http://localhost:3999");
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token")!;

    const short = await t.request("POST", "/api/auth/reset-password", { body: { newPassword: "short", token }, ip: make.uniqueIp() });
    expect(short.status).toBe(400);

    const reset = await t.request("POST", "/api/auth/reset-password", { body: { newPassword: "brand-new-password", token }, ip: make.uniqueIp() });
    expect(reset.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie })).status).toBe(401);
    const again = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password: "brand-new-password" }, ip: make.uniqueIp() });
    expect(again.status).toBe(200);
  });

  it("changing the password from the profile signs out the other sessions", async () => {
    const first = await make.signedInAs(t, "basic");
    const second = sessionCookie(await t.request("POST", "/api/auth/sign-in/email", { body: { email: first.email, password: first.password }, ip: make.uniqueIp() }));
    const res = await t.request("POST", "/api/auth/change-password", {
      cookie: first.cookie,
      body: { currentPassword: first.password, newPassword: "another-good-one", revokeOtherSessions: true },
    });
    expect(res.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie: second })).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("limits sign-in attempts per client address, stored in the database", async () => {
    const limited = await startTestApp({ RATE_LIMIT_MAX: "3" });
    try {
      const ip = make.uniqueIp();
      const attempt = () => limited.request("POST", "/api/auth/sign-in/email", { body: { email: make.uniqueEmail("rl"), password: "wrong-password" }, ip });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // another address is not affected
      const other = await limited.request("POST", "/api/auth/sign-in/email", { body: { email: make.uniqueEmail("rl"), password: "wrong-password" }, ip: make.uniqueIp() });
      expect(other.status).toBe(401);
      const rows = await limited.services.database.exec("select count(*)::int as n from rate_limit where key like $1", [`${ip}%`]);
      expect(Number(rows.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
