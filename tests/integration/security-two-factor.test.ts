import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import { mailOutbox, twoFactor, user } from "@/server/db/schema";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";
import { secretOf, totp } from "../support/totp";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** The cookies a response sets, as one Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function enableTwoFactor(who: { email: string; password: string; cookie: string }) {
  const enabled = await t.request("POST", "/api/auth/two-factor/enable", { cookie: who.cookie, body: { password: who.password } });
  expect(enabled.status).toBe(200);
  const setup = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(setup.totpURI);
  const verified = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: who.cookie, body: { code: totp(secret) } });
  expect(verified.status).toBe(200);
  // Turning it on replaces the session: the old cookie is signed out.
  expect((await t.request("GET", "/api/me", { cookie: who.cookie })).status).toBe(401);
  return { secret, backupCodes: setup.backupCodes, cookie: sessionCookie(verified) };
}

/** The first step of signing in: the password, answered with a two-factor challenge and its cookie. */
async function passwordStep(who: { email: string; password: string }) {
  const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email: who.email, password: who.password }, ip: make.uniqueIp() });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  expect(res.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
  return cookiesOf(res);
}

describe("two-factor authentication (TOTP and recovery codes)", () => {
  it("is set up with a code from the shown secret, then asked for at sign-in; a recovery code works once", async () => {
    const me = await make.signedInAs(t, "hospital");
    const { secret, backupCodes, cookie } = await enableTwoFactor(me);
    expect(backupCodes).toHaveLength(10);
    expect((await (await t.request("GET", "/api/me", { cookie })).json()).security).toEqual({ twoFactorEnabled: true, twoFactorRequired: false });
    const [row] = await t.services.database.db.select().from(twoFactor).innerJoin(user, eq(user.id, twoFactor.userId)).where(eq(user.email, me.email));
    expect(row!.two_factor.secret).not.toContain(secret);
    expect((await mailsTo(me.email)).map((m) => m.subject)).toContain("Two-factor authentication is on for your RadBridge account");

    // Password alone gives no session; a wrong code is refused; the right one signs in.
    const challenge = await passwordStep(me);
    const wrong = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: challenge, body: { code: totp(secret, Date.now() - 10 * 60_000) } });
    expect(wrong.status).toBe(401);
    const right = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: challenge, body: { code: totp(secret) } });
    expect(right.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie: sessionCookie(right) })).status).toBe(200);

    // A recovery code signs in once.
    const again = await passwordStep(me);
    const recovered = await t.request("POST", "/api/auth/two-factor/verify-backup-code", { cookie: again, body: { code: backupCodes[0] } });
    expect(recovered.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie: sessionCookie(recovered) })).status).toBe(200);
    const reused = await t.request("POST", "/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(me), body: { code: backupCodes[0] } });
    expect(reused.status).toBe(401);
  });

  it("is turned off with the password, which is mailed and recorded; then the password alone signs in", async () => {
    const me = await make.signedInAs(t, "telerad");
    const { cookie } = await enableTwoFactor(me);
    expect((await t.request("POST", "/api/auth/two-factor/disable", { cookie, body: { password: "wrong-password" } })).status).toBe(400);
    const off = await t.request("POST", "/api/auth/two-factor/disable", { cookie, body: { password: me.password } });
    expect(off.status).toBe(200);
    expect((await mailsTo(me.email)).map((m) => m.subject)).toContain("Two-factor authentication was turned off for your RadBridge account");
    const signIn = await t.request("POST", "/api/auth/sign-in/email", { body: { email: me.email, password: me.password }, ip: make.uniqueIp() });
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).toMatch(/session_token=/);
    const actions = await t.services.database.exec("select action from events where entity_type = 'user' and entity_id = $1 order by at, id", [me.userId]);
    expect(actions.rows.map((r) => r.action)).toEqual(["signed_up", "two_factor_enabled", "two_factor_disabled"]);
  });

  it("refuses bad input on every field with its message, and changes nothing", async () => {
    const me = await make.signedInAs(t, "basic");
    for (const body of [{}, { password: "" }, { password: 5 }, { password: "x".repeat(129) }, { password: me.password, method: "otp" }]) {
      const res = await t.request("POST", "/api/auth/two-factor/enable", { cookie: me.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const code of ["", "12345", "1234567", "abcdef", 123456]) {
      const res = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: me.cookie, body: { code } });
      expect(res.status, String(code)).toBe(400);
      expect((await res.json()).error.message).toBe(SECURITY_MESSAGES.codeInvalid);
    }
    for (const body of [{ code: "" }, { code: "x".repeat(65) }, { code: "abc", trustDevice: true }]) {
      expect((await t.request("POST", "/api/auth/two-factor/verify-backup-code", { body })).status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.services.database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, me.email));
    expect(row!.on).toBe(false);
    expect(await t.services.database.db.select().from(twoFactor).where(eq(twoFactor.userId, me.userId))).toEqual([]);
  });

  it("is refused without a session", async () => {
    expect((await t.request("POST", "/api/auth/two-factor/enable", { body: { password: "whatever-1" } })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/two-factor/disable", { body: { password: "whatever-1" } })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/two-factor/verify-totp", { body: { code: "123456" } })).status).toBe(401);
  });
});

describe("accounts that must have two-factor", () => {
  it("an admin without it reaches nothing but its profile and setup, and cannot turn it off once on", async () => {
    const created = await make.account(t, { role: "admin", twoFactor: false });
    const admin = { ...created, cookie: await make.signIn(t, created.email, created.password) };
    const me = await (await t.request("GET", "/api/me", { cookie: admin.cookie })).json();
    expect(me.security).toEqual({ twoFactorEnabled: false, twoFactorRequired: true });
    for (const path of ["/api/admin/profiles", "/api/providers", "/api/requests"]) {
      const res = await t.request("GET", path, { cookie: admin.cookie });
      expect(res.status, path).toBe(403);
      expect((await res.json()).error.message).toBe(SECURITY_MESSAGES.twoFactorRequired);
    }
    expect((await t.request("GET", "/api/me/sessions", { cookie: admin.cookie })).status).toBe(200);
    const { cookie } = await enableTwoFactor(admin);
    expect((await t.request("GET", "/api/admin/profiles", { cookie })).status).toBe(200);
    const off = await t.request("POST", "/api/auth/two-factor/disable", { cookie, body: { password: admin.password } });
    expect(off.status).toBe(409);
    expect((await off.json()).error.message).toBe(SECURITY_MESSAGES.mustKeepTwoFactor);
  });

  it("an Owner requires it of every member once their own account has it; members are then held at setup", async () => {
    const org = await make.organisation(t, { kind: "hospital", name: "Two-factor Klinik" });
    const owner = await make.account(t, { role: "hospital", organisation: { id: org.id, role: "owner" } });
    const buyer = await make.account(t, { role: "hospital", organisation: { id: org.id, role: "buyer" } });
    const ownerCookie = await make.signIn(t, owner.email, owner.password);
    const buyerCookie = await make.signIn(t, buyer.email, buyer.password);
    const settings = (cookie: string, body: unknown) => t.request("PATCH", `/api/organisations/${org.id}/settings`, { cookie, body });

    const early = await settings(ownerCookie, { requireTwoFactor: true });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(SECURITY_MESSAGES.ownerFirst);
    expect((await settings(buyerCookie, { requireTwoFactor: true })).status).toBe(403);
    for (const body of [{}, { requireTwoFactor: "yes" }, { requireTwoFactor: true, extra: 1 }]) expect((await settings(ownerCookie, body)).status).toBe(400);

    const owned = await enableTwoFactor({ ...owner, cookie: ownerCookie });
    const on = await settings(owned.cookie, { requireTwoFactor: true });
    expect(on.status).toBe(200);
    expect((await on.json()).requireTwoFactor).toBe(true);

    expect((await t.request("GET", `/api/organisations/${org.id}`, { cookie: buyerCookie })).status).toBe(403);
    expect((await (await t.request("GET", "/api/me", { cookie: buyerCookie })).json()).security).toEqual({ twoFactorEnabled: false, twoFactorRequired: true });
    const held = await enableTwoFactor({ ...buyer, cookie: buyerCookie });
    expect((await t.request("GET", `/api/organisations/${org.id}`, { cookie: held.cookie })).status).toBe(200);
  });
});

describe("what the recovery codes and secret never do", () => {
  it("no mail carries the secret or a recovery code", async () => {
    const me = await make.signedInAs(t, "basic");
    const { secret, backupCodes } = await enableTwoFactor(me);
    const mails = await t.services.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, me.email), like(mailOutbox.subject, "%wo-factor%")));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) for (const s of [secret, ...backupCodes]) expect(m.text).not.toContain(s);
  });
});
