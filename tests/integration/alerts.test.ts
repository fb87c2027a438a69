import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, savedSearches } from "@/server/db/notifications-schema";
import { mailOutbox } from "@/server/db/schema";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/**
 * Saved-search alerts (issue 17 §2) on a database of their own (other files' requests would match),
 * run with the clock the test gives the scheduler's runOnce.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.database.db;
const alertsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const runInstant = (now = new Date()) => t.services.jobs.runOnce("alerts-instant", { now, force: true });
const runDaily = (now: Date) => t.services.jobs.runOnce("alerts-daily", { now, force: true });

async function save(cookie: string, body: Record<string, unknown>) {
  const res = await t.request("POST", "/api/saved-searches", { cookie, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; path: string };
}

async function post(cookie: string, overrides: Record<string, unknown>) {
  const res = await t.request("POST", "/api/requests", {
    cookie,
    body: { title: make.unique("Reads"), facility: make.unique("Klinikum"), country: "DE", description: "Outsourced reads", modalities: ["MRI"], volumesPerMonth: 400, tatRequirement: "4-12h", ...overrides },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; title: string; facility: string };
}

describe("instant alerts", () => {
  it("mail a telerad the matching request once, without its facility, and nothing for a request that does not match", async () => {
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    const hospital = await make.signedInAs(t, "hospital");
    const search = await save(telerad.cookie, { name: "MRI in Germany", scope: "requests", query: { mod: "MRI", country: "Germany" }, frequency: "instant" });
    expect(search.path).toBe("/requests?mod=MRI&country=Germany");

    const match = await post(hospital.cookie, {});
    const other = await post(hospital.cookie, { country: "FR" });
    const ct = await post(hospital.cookie, { modalities: ["CT"] });
    expect((await runInstant()).ran).toBe(true);

    const mails = await alertsTo(telerad.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "alerts", subject: '1 new request for "MRI in Germany"' });
    expect(mails[0]!.text).toContain(match.title);
    expect(mails[0]!.text).toContain(`/requests/${match.id}`);
    for (const hidden of [match.facility, other.title, ct.title, other.facility]) expect(mails[0]!.text).not.toContain(hidden);
    expect(mails[0]!.html).not.toContain(match.facility);

    // Again, nothing new: nothing sent; and the bell has it, linking to the search.
    await runInstant();
    expect(await alertsTo(telerad.email)).toHaveLength(1);
    const bell = await db().select().from(notifications).where(eq(notifications.userId, telerad.userId));
    expect(bell).toEqual([expect.objectContaining({ kind: "alerts", link: search.path, readAt: null })]);
  });

  it("a hospital's alert names the facility, as its board does; searches switched off send nothing", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const poster = await make.signedInAs(t, "hospital");
    const word = make.unique("Zebra").toLowerCase();
    await save(hospital.cookie, { name: "Zebra", scope: "requests", query: { q: word }, frequency: "instant" });
    const quiet = await make.signedInAs(t, "hospital");
    await save(quiet.cookie, { name: "Off", scope: "requests", query: { q: word }, frequency: "off" });
    const match = await post(poster.cookie, { title: `Reads ${word}` });
    await runInstant();
    const [mail, ...more] = await alertsTo(hospital.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(match.facility);
    expect(await alertsTo(quiet.email)).toEqual([]);
  });

  it("directory searches alert new providers that match", async () => {
    const user = await make.signedInAs(t, "basic");
    const name = make.unique("Nordic Neuro");
    await save(user.cookie, { name: "Swedish neuro", scope: "providers", query: { lang: "Swedish", mod: "MRI" }, frequency: "instant" });
    const admin = await make.signedInAs(t, "admin");
    const body = { name, hqCountry: "SE", modalities: ["MRI"], languages: ["sv"], regionsServed: ["SE"], priceModels: [], description: "Neuroradiology" };
    const res = await t.request("POST", "/api/admin/providers", { cookie: admin.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    await make.provider(t, { languages: ["en"], modalities: ["MRI"] });
    await runInstant();
    const mails = await alertsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new provider for "Swedish neuro"');
    expect(mails[0]!.text).toContain(name);
  });

  it("a burst of new matches makes one mail listing 20 and counting the rest, and none of them comes again", async () => {
    const user = await make.signedInAs(t, "hospital");
    const word = make.unique("burst").toLowerCase();
    await save(user.cookie, { name: "Burst", scope: "requests", query: { q: word } });
    await make.requestsInBulk(t, 25, (i) => ({ title: `CT ${word} ${i}` }));
    await runInstant();
    await runInstant();
    const [mail, ...more] = await alertsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('25 new requests for "Burst"');
    expect(mail!.text.match(/\/requests\/[0-9a-f-]{36}/g)).toHaveLength(20);
    expect(mail!.text).toContain("…and 5 more.");
  });
});

describe("daily digests", () => {
  it("send one digest at 07:00 in the user's time zone with everything new since the last, and nothing when nothing is new", async () => {
    const telerad = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
    const hospital = await make.signedInAs(t, "hospital");
    const word = make.unique("digest").toLowerCase();
    const search = await save(telerad.cookie, { name: "Digest", scope: "requests", query: { q: word }, frequency: "daily", timeZone: "Europe/Berlin" });
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    const due = row!.nextDigestAt!;
    expect(due.getUTCHours() === 6 || due.getUTCHours() === 5).toBe(true);

    const first = await post(hospital.cookie, { title: `CT ${word} one` });
    const second = await post(hospital.cookie, { title: `CT ${word} two` });
    await runDaily(new Date(due.getTime() - 60_000));
    expect(await alertsTo(telerad.email)).toEqual([]);
    await runDaily(due);
    const [digest, ...more] = await alertsTo(telerad.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('2 new requests for "Digest"');
    expect(digest!.text).toContain(first.title);
    expect(digest!.text).toContain(second.title);

    // The next day: nothing new, nothing sent; the day after, only the newest.
    const [after] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(after!.nextDigestAt!.getTime() - due.getTime()).toBe(24 * 3600_000);
    await runDaily(after!.nextDigestAt!);
    expect(await alertsTo(telerad.email)).toHaveLength(1);
    const third = await post(hospital.cookie, { title: `CT ${word} three` });
    await runDaily(new Date(after!.nextDigestAt!.getTime() + 24 * 3600_000));
    const mails = await alertsTo(telerad.email);
    expect(mails).toHaveLength(2);
    const latest = mails.find((m) => m.id !== digest!.id)!;
    expect(latest.text).toContain(third.title);
    expect(latest.text).not.toContain(first.title);
  });
});

describe("mail preferences", () => {
  it("an alert switched off by its kind still reaches the bell but no mailbox", async () => {
    const user = await make.signedInAs(t, "hospital");
    const poster = await make.signedInAs(t, "hospital");
    const word = make.unique("muted").toLowerCase();
    await save(user.cookie, { name: "Muted", scope: "requests", query: { q: word }, frequency: "instant" });
    expect((await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: { alerts: false } } })).status).toBe(200);
    await post(poster.cookie, { title: `MRI ${word}` });
    await runInstant();
    expect(await alertsTo(user.email)).toEqual([]);
    const bell = await db().select().from(notifications).where(inArray(notifications.userId, [user.userId]));
    expect(bell).toHaveLength(1);
  });
});
