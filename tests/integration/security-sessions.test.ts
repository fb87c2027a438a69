import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import { mailOutbox, session } from "@/server/db/schema";
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function signInFrom(who: { email: string; password: string }, userAgent: string, ip: string) {
  const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email: who.email, password: who.password }, ip, headers: { "user-agent": userAgent } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const subjectsTo = async (to: string) => (await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))).map((m) => m.subject);
const sessionsOf = async (cookie: string) => {
  const res = await t.request("GET", "/api/me/sessions", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).data as { id: string; device: string; place: string | null; current: boolean; lastActiveAt: string; signedInAt: string }[];
};

describe("the user's own sessions", () => {
  it("are listed with device, rough place and activity, never a token or an address; one signed out is refused at once", async () => {
    const me = await make.account(t, { role: "hospital" });
    const laptop = await signInFrom(me, FIREFOX, "194.25.0.60");
    const phone = await signInFrom(me, SAFARI_IPHONE, "8.8.8.8");
    const list = await sessionsOf(laptop);
    expect(list.map((s) => [s.device, s.place, s.current]).sort()).toEqual([
      ["Firefox on Linux", "Germany", true],
      ["Safari on iOS", "United States", false],
    ]);
    const body = JSON.stringify(list);
    expect(body).not.toMatch(/194\.25|8\.8\.8\.8/);
    expect(body).not.toContain(phone.split("=")[1]!.split(".")[0]!);

    const other = list.find((s) => !s.current)!;
    const own = list.find((s) => s.current)!;
    const refused = await t.request("DELETE", `/api/me/sessions/${own.id}`, { cookie: laptop });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(SECURITY_MESSAGES.currentSession);
    expect((await t.request("DELETE", `/api/me/sessions/${other.id}`, { cookie: laptop })).status).toBe(204);
    expect((await t.request("GET", "/api/me", { cookie: phone })).status).toBe(401);
    expect((await t.request("GET", "/api/me", { cookie: laptop })).status).toBe(200);
  });

  it("sign out all others ends every other session and keeps this one", async () => {
    const me = await make.account(t, { role: "telerad" });
    const a = await signInFrom(me, FIREFOX, make.uniqueIp());
    const b = await signInFrom(me, SAFARI_IPHONE, make.uniqueIp());
    const c = await signInFrom(me, SAFARI_IPHONE, make.uniqueIp());
    const res = await t.request("POST", "/api/me/sessions/sign-out-others", { cookie: a });
    expect(await res.json()).toEqual({ ended: 2 });
    for (const gone of [b, c]) expect((await t.request("GET", "/api/me", { cookie: gone })).status).toBe(401);
    expect((await sessionsOf(a)).length).toBe(1);
  });

  it("another user's session cannot be named, and bad ids are refused", async () => {
    const me = await make.signedInAs(t, "basic");
    const other = await make.signedInAs(t, "basic");
    const theirs = (await sessionsOf(other.cookie))[0]!;
    expect((await t.request("DELETE", `/api/me/sessions/${theirs.id}`, { cookie: me.cookie })).status).toBe(404);
    expect((await t.request("GET", "/api/me", { cookie: other.cookie })).status).toBe(200);
    expect((await t.request("DELETE", "/api/me/sessions/not-a-uuid", { cookie: me.cookie })).status).toBe(400);
    for (const [method, path] of [["GET", "/api/me/sessions"], ["POST", "/api/me/sessions/sign-out-others"], ["DELETE", `/api/me/sessions/${theirs.id}`]] as const) {
      expect((await t.request(method, path)).status, path).toBe(401);
    }
  });
});

describe("session lifetime", () => {
  it("ends a session 30 days after sign-in however recently it was used", async () => {
    const me = await make.signedInAs(t, "basic");
    const token = decodeURIComponent(me.cookie.split("=")[1]!).split(".")[0]!;
    // Used a minute ago, signed in 30 days and a minute ago: rolling on would keep it, the absolute end does not.
    await t.services.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'`, updatedAt: sql`now() - interval '6 minutes'`, expiresAt: sql`now() + interval '6 days'` })
      .where(eq(session.token, token));
    expect((await t.request("GET", "/api/me", { cookie: me.cookie })).status).toBe(401);
    expect(await t.services.database.db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });

  it("rolls a session on never past 30 days after sign-in", async () => {
    const me = await make.signedInAs(t, "basic");
    const token = decodeURIComponent(me.cookie.split("=")[1]!).split(".")[0]!;
    await t.services.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '27 days'`, updatedAt: sql`now() - interval '1 hour'`, expiresAt: sql`now() + interval '1 day'` })
      .where(eq(session.token, token));
    expect((await t.request("GET", "/api/me", { cookie: me.cookie })).status).toBe(200);
    const [row] = await t.services.database.db.select({ expiresAt: session.expiresAt, createdAt: session.createdAt }).from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 30 * 86_400_000);
  });

  it("rolls a used session on for a week, and renews its cookie", async () => {
    const me = await make.signedInAs(t, "basic");
    const token = decodeURIComponent(me.cookie.split("=")[1]!).split(".")[0]!;
    await t.services.database.db.update(session).set({ updatedAt: sql`now() - interval '1 day'`, expiresAt: sql`now() + interval '6 days'` }).where(eq(session.token, token));
    const res = await t.request("GET", "/api/me", { cookie: me.cookie });
    expect(res.status).toBe(200);
    // A week from the database's now, counted on the app's clock: within a few seconds of 604,800 either way.
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "")?.[1]);
    expect(Math.abs(maxAge - 604_800)).toBeLessThanOrEqual(10);
    const [row] = await t.services.database.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});

describe("security mails", () => {
  it("a sign-in from a device the account has not used before is mailed; the first device and a known one are not", async () => {
    const me = await make.account(t, { role: "basic" });
    await signInFrom(me, FIREFOX, make.uniqueIp());
    await signInFrom(me, FIREFOX, make.uniqueIp());
    expect(await subjectsTo(me.email)).toEqual([]);
    await signInFrom(me, SAFARI_IPHONE, "194.25.0.60");
    const [mail] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email));
    expect(mail!.subject).toBe("New sign-in to your RadBridge account");
    expect(mail!.text).toContain("Safari on iOS, Germany");
    expect(mail!.text).not.toContain("194.25.0.60");
  });

  it("a password change ends the other sessions, is mailed and recorded, all in one go; a wrong password changes nothing", async () => {
    const me = await make.account(t, { role: "hospital" });
    const here = await signInFrom(me, FIREFOX, make.uniqueIp());
    const there = await signInFrom(me, FIREFOX, make.uniqueIp());
    const wrong = await t.request("POST", "/api/auth/change-password", { cookie: here, body: { currentPassword: "not-my-password", newPassword: "another-fine-one" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe("Invalid password");
    expect((await t.request("GET", "/api/me", { cookie: there })).status).toBe(200);
    expect(await subjectsTo(me.email)).toEqual([]);

    const ok = await t.request("POST", "/api/auth/change-password", { cookie: here, body: { currentPassword: me.password, newPassword: "another-fine-one" } });
    expect(ok.status).toBe(200);
    expect((await t.request("GET", "/api/me", { cookie: there })).status).toBe(401);
    expect((await t.request("GET", "/api/me", { cookie: here })).status).toBe(200);
    expect(await subjectsTo(me.email)).toEqual(["Your RadBridge password was changed"]);
    const signIn = await t.request("POST", "/api/auth/sign-in/email", { body: { email: me.email, password: "another-fine-one" }, ip: make.uniqueIp() });
    expect(signIn.status).toBe(200);
  });
});
