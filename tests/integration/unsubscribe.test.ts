import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSettings } from "@/server/db/notifications-schema";
import { unsubscribeToken } from "@/server/modules/notifications/token";
import { startMailCatcher } from "../support/mail-catcher";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/**
 * Issue 17 §3: every non-security mail carries an Unsubscribe link for its kind, a signed and expiring
 * token that works without signing in, with RFC 8058 one-click List-Unsubscribe headers; the mail goes
 * through a real SMTP peer.
 */
let t: TestApp;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${catcher.port}` }, { ownDatabase: true });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const secret = () => t.services.config.authSecret;
/** The raw message with quoted-printable soft breaks and folded headers undone. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/\r?\n[ \t]+/g, " ");

async function deliveredTo(email: string, subject: string) {
  for (let i = 0; i < 50; i++) {
    await t.services.mailer.deliverDue();
    const found = catcher.messages.find((m) => m.to.includes(email.toLowerCase()) && unfolded(m.raw).includes(subject));
    if (found) return unfolded(found.raw);
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

/** A hospital that has been sent "New application for …" through SMTP, and that mail. */
async function hospitalWithApplicationMail() {
  const hospital = await make.signedInAs(t, "hospital");
  const telerad = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
  const request = await make.request(t, { hospitalId: hospital.userId, tatRequirement: "4-12h" });
  expect((await t.request("POST", `/api/requests/${request.id}/applications`, { cookie: telerad.cookie, body: { pricePerCt: 30 } })).status).toBe(201);
  const raw = await deliveredTo(hospital.email, "applied to your request");
  return { hospital, telerad, request, raw };
}

const settingsOf = async (userId: string) =>
  (await t.services.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0]?.mutedKinds ?? [];

describe("unsubscribe links", () => {
  it("a mail of a kind carries its link and one-click headers; a mail client's POST without Origin switches that kind off only", async () => {
    const { hospital, raw } = await hospitalWithApplicationMail();
    const oneClick = raw.match(/List-Unsubscribe: <(http:\/\/localhost:3999\/api\/unsubscribe\?token=[^>]+)>/)?.[1];
    expect(oneClick).toBeTruthy();
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const page = raw.match(/http:\/\/localhost:3999\/unsubscribe\?token=[\w.-]+/)?.[0];
    expect(page).toBeTruthy();
    expect(raw).toContain('Unsubscribe from "New applications to my requests" e-mails');

    const token = new URL(oneClick!).searchParams.get("token")!;
    const info = await t.app.request(`/api/unsubscribe?token=${token}`);
    expect(await info.json()).toEqual({ kind: "applications", label: "New applications to my requests", email: hospital.email, unsubscribed: false });

    // As mail clients send it: a form body, no Origin, no cookie.
    const res = await t.app.request(oneClick!.replace("http://localhost:3999", ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: "applications", unsubscribed: true });
    expect(await settingsOf(hospital.userId)).toEqual(["applications"]);
    const me = await t.request("GET", "/api/me/notifications", { cookie: hospital.cookie });
    expect((await me.json()).mail).toMatchObject({ applications: false, status: true, alerts: true });
    // Twice is still once.
    expect((await t.app.request(`/api/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(200);
    expect(await settingsOf(hospital.userId)).toEqual(["applications"]);
  });

  it("security mail has no unsubscribe link", async () => {
    const user = await make.account(t);
    await t.request("POST", "/api/auth/request-password-reset", { body: { email: user.email, redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() });
    const raw = await deliveredTo(user.email, "Reset your RadBridge password");
    expect(raw).not.toMatch(/List-Unsubscribe/i);
    expect(raw).not.toContain("/unsubscribe?token=");
  });

  it("refuses forged, expired, malformed and missing tokens with 400 and changes nothing", async () => {
    const user = await make.account(t, { role: "hospital" });
    const good = unsubscribeToken(secret(), user.userId, "questions");
    const [payload] = good.split(".");
    const bad = [
      "",
      "nonsense",
      "a.b.c",
      `${payload}.`,
      `${payload}.${"A".repeat(43)}`,
      unsubscribeToken("another-secret-another-secret-another", user.userId, "questions"),
      unsubscribeToken(secret(), user.userId, "questions", Date.now() - 91 * 86_400_000),
      unsubscribeToken(secret(), "no-such-user", "questions"),
      `${Buffer.from(JSON.stringify({ u: user.userId, k: "security", e: 9e9 })).toString("base64url")}.${good.split(".")[1]}`,
    ];
    for (const token of bad) {
      for (const method of ["GET", "POST"]) {
        const res = await t.app.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method });
        expect(res.status, `${method} ${token}`).toBe(400);
        expect((await res.json()).error.message).toBe("This unsubscribe link is invalid or has expired. Sign in to change your notification settings.");
      }
    }
    expect((await t.app.request("/api/unsubscribe", { method: "POST" })).status).toBe(400);
    expect(await settingsOf(user.userId)).toEqual([]);
    expect((await t.app.request(`/api/unsubscribe?token=${good}`, { method: "POST" })).status).toBe(200);
    expect(await settingsOf(user.userId)).toEqual(["questions"]);
  });

  it("an unsubscribed kind is no longer mailed, and the bell still shows it", async () => {
    const { hospital, raw } = await hospitalWithApplicationMail();
    const token = raw.match(/unsubscribe\?token=([\w.-]+)/)![1]!;
    expect((await t.app.request(`/api/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(200);
    const telerad = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
    const again = await make.request(t, { hospitalId: hospital.userId, tatRequirement: "4-12h", title: make.unique("Second") });
    expect((await t.request("POST", `/api/requests/${again.id}/applications`, { cookie: telerad.cookie, body: { pricePerCt: 31 } })).status).toBe(201);
    await t.services.mailer.deliverDue();
    expect(catcher.messages.filter((m) => m.to.includes(hospital.email.toLowerCase()))).toHaveLength(1);
    const bell = await (await t.request("GET", "/api/notifications", { cookie: hospital.cookie })).json();
    expect(bell.unread).toBe(2);
    expect(bell.data[0]).toMatchObject({ title: `New application for "${again.title}"`, link: `/requests/${again.id}`, read: false });
  });
});
