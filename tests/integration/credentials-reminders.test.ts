import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialReminders } from "@/server/db/credentials-schema";
import { events, mailOutbox } from "@/server/db/schema";
import { expiringWithin } from "@/server/modules/credentials/reminders-repo";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/**
 * Expiry reminders (issue 16 §3) with a clock the test controls (`run(today)`): two app instances on one
 * database send each (credential, expiry, threshold) exactly once.
 */

let one: TestApp;
let two: TestApp;
const EXPIRY = "2031-03-31";
const daysBefore = (days: number, expiry = EXPIRY) => new Date(Date.parse(`${expiry}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const realDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  one = await startTestApp({}, { ownDatabase: true });
  // On PostgreSQL the second instance opens its own pool on the first one's database; on PGlite it shares the embedded one.
  const url = one.services.config.databaseUrl;
  two = await startTestApp(url ? { DATABASE_URL: url } : {}, { shareDatabaseOf: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const db = () => one.services.database.db;
const mailsTo = (emails: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
const runBoth = async (day: string) => {
  const [a, b] = await Promise.all([one.services.reminders.run(day), two.services.reminders.run(day)]);
  return a.sent + b.sent;
};

async function providerWithUsers(n: number) {
  const provider = await make.provider(one);
  const users = [];
  // Reminders go to the provider's Owners (who manage its credentials).
  for (let i = 0; i < n; i++) users.push(await make.account(one, { role: "telerad", organisation: { id: provider.id, role: "owner" } }));
  return { provider, emails: users.map((u) => u.email) };
}

describe("credential expiry reminders", () => {
  it("sends the 30, 7 and 1 day reminders once each across two instances, and nothing on other days or again", async () => {
    const { provider, emails } = await providerWithUsers(2);
    const other = await providerWithUsers(1);
    const creds = [];
    for (let i = 0; i < 12; i++)
      creds.push(await make.credential(one, { providerId: i % 3 === 0 ? other.provider.id : provider.id, validFrom: "2029-01-01", expiresOn: EXPIRY, type: i % 2 ? "medical_licence" : "malpractice_insurance" }));
    // Not reminded: pending, rejected, or expiring later.
    await make.credential(one, { providerId: provider.id, validFrom: "2029-01-01", expiresOn: EXPIRY, status: "pending" });
    await make.credential(one, { providerId: provider.id, validFrom: "2029-01-01", expiresOn: EXPIRY, status: "rejected", rejectionReason: "Blurred" });

    const ids = creds.map((c) => c.id);
    expect(await runBoth(daysBefore(31))).toBe(0);
    expect(await runBoth(daysBefore(30))).toBe(12);
    // An hourly run on the same day reads nothing left to send, not the same 12 again.
    expect((await expiringWithin(db(), daysBefore(30), 30)).filter((c) => ids.includes(c.id))).toEqual([]);
    expect(await runBoth(daysBefore(30))).toBe(0);
    expect(await runBoth(daysBefore(20))).toBe(0);
    expect(await runBoth(daysBefore(7))).toBe(12);
    expect(await runBoth(daysBefore(6))).toBe(0);
    expect(await runBoth(daysBefore(1))).toBe(12);
    expect(await runBoth(daysBefore(0))).toBe(0);

    const mine = await mailsTo(emails);
    // 8 credentials of the provider x 3 reminders x 2 users; the other provider's 4 x 3 x 1.
    expect(mine).toHaveLength(8 * 3 * 2);
    expect(await mailsTo(other.emails)).toHaveLength(4 * 3);
    for (const email of emails) {
      const subjects = mine.filter((m) => m.to === email).map((m) => m.subject);
      expect(subjects.filter((s) => s === "Medical licence for Germany expires in 30 days")).toHaveLength(4);
      expect(subjects.filter((s) => s === "Malpractice insurance for Germany expires in 7 days")).toHaveLength(4);
      expect(subjects.filter((s) => s === "Medical licence for Germany expires in 1 day")).toHaveLength(4);
    }
    const text = mine.find((m) => m.subject.endsWith("in 1 day"))!.text;
    expect(text).toContain(`expires on ${EXPIRY}, in 1 day.`);
    expect(text).toContain(provider.name);
    expect(text).toContain("http://localhost:3999/provider/me");

    const rows = await db().select().from(credentialReminders).where(inArray(credentialReminders.credentialId, ids));
    expect(rows).toHaveLength(36);
    const reminded = await db().select().from(events).where(and(eq(events.entityType, "credential"), eq(events.action, "reminded"), inArray(events.entityId, ids)));
    expect(reminded).toHaveLength(36);
    expect(reminded.every((e) => e.actorUserId === null)).toBe(true);
  });

  it("catches up a missed day with the threshold it falls in, stating the real days left, and never sends a farther one after it", async () => {
    const expiry = "2032-06-30";
    const { provider, emails } = await providerWithUsers(1);
    await make.credential(one, { providerId: provider.id, validFrom: "2030-01-01", expiresOn: expiry, country: "US", region: "California" });
    expect(await runBoth(daysBefore(5, expiry))).toBe(1);
    // Earlier days (a clock set back, a late process): the 30-day reminder would come after the 7-day one.
    expect(await runBoth(daysBefore(12, expiry))).toBe(0);
    expect(await runBoth(daysBefore(6, expiry))).toBe(0);
    expect(await runBoth(daysBefore(1, expiry))).toBe(1);
    const subjects = (await mailsTo(emails)).map((m) => m.subject).sort();
    expect(subjects).toEqual(["Medical licence for United States (California) expires in 1 day", "Medical licence for United States (California) expires in 5 days"]);
  });

  it("reminds a renewed credential anew (a new expiry), and not one that stopped being verified", async () => {
    const { provider, emails } = await providerWithUsers(1);
    const c = await make.credential(one, { providerId: provider.id, validFrom: "2029-01-01", expiresOn: "2033-01-31" });
    expect(await runBoth("2033-01-01")).toBe(1);
    await one.services.database.exec("update credentials set expires_on = '2034-01-31' where id = $1", [c.id]);
    expect(await runBoth("2034-01-01")).toBe(1);
    await one.services.database.exec("update credentials set status = 'pending' where id = $1", [c.id]);
    expect(await runBoth("2034-01-24")).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(2);
  });

  it("on the expiry day the credential stops counting: no eligibility, no profile fact, no directory line", async () => {
    const { provider } = await providerWithUsers(0);
    const user = await make.signedInAs(one, "telerad", provider.id);
    await make.credential(one, { providerId: provider.id, country: "FR", expiresOn: realDay(0) });
    await make.credential(one, { providerId: provider.id, country: "ES", expiresOn: realDay(1) });
    await make.credential(one, { providerId: provider.id, type: "malpractice_insurance", expiresOn: realDay(0) });
    // Tomorrow's expiry is reminded today; today's is not (it already stopped counting).
    expect(await runBoth(realDay(0))).toBe(1);

    const tender = await make.request(one, { country: "FR", licenceRequired: true, deadline: new Date(Date.now() + 3_600_000) });
    const res = await one.request("POST", `/api/requests/${tender.id}/applications`, { cookie: user.cookie, body: { pricePerCt: 10 } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("A verified licence for France is required to apply");
    const profile = await (await one.request("GET", `/api/providers/${provider.slug}`)).json();
    expect(profile.credentials).toEqual({ licences: [{ country: "ES", regions: [] }], others: [] });
    const page = await (await one.request("GET", `/api/providers?query=${encodeURIComponent(provider.name)}`)).json();
    expect(page.data[0].licensedIn).toEqual(["ES"]);
  });
});
