import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_KINDS } from "@/shared/contracts/notifications";
import { notifications, savedSearches } from "@/server/db/notifications-schema";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/** Issue 17 §3 and §4: mail settings and the bell's routes, for their owner only; bad input changes nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ALL_ON = Object.fromEntries(MAIL_KINDS.map((k) => [k, true]));
const settingsOf = async (cookie: string) => (await t.request("GET", "/api/me/notifications", { cookie })).json();
const bellOf = async (cookie: string) => (await t.request("GET", "/api/notifications", { cookie })).json();
const id = "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10";

it("anonymous callers get 401 on every route", async () => {
  for (const [method, url] of [
    ["GET", "/api/me/notifications"],
    ["PATCH", "/api/me/notifications"],
    ["GET", "/api/notifications"],
    ["POST", `/api/notifications/${id}/read`],
    ["POST", "/api/notifications/read-all"],
  ] as const) {
    expect((await t.request(method, url, { body: method === "GET" ? undefined : {} })).status, `${method} ${url}`).toBe(401);
  }
});

describe("mail settings", () => {
  it("start with every kind on and UTC; a change keeps the other kinds", async () => {
    const user = await make.signedInAs(t, "hospital");
    expect(await settingsOf(user.cookie)).toEqual({ mail: ALL_ON, timeZone: "UTC" });
    const res = await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: { questions: false, reviews: false } } });
    expect(await res.json()).toEqual({ mail: { ...ALL_ON, questions: false, reviews: false }, timeZone: "UTC" });
    await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: { reviews: true }, timeZone: "Europe/Oslo" } });
    expect(await settingsOf(user.cookie)).toEqual({ mail: { ...ALL_ON, questions: false }, timeZone: "Europe/Oslo" });
  });

  it("refuse bad input with 400 and change nothing", async () => {
    const user = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
    await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: { alerts: false }, timeZone: "Asia/Tokyo" } });
    const before = await settingsOf(user.cookie);
    const cases: [unknown, string | RegExp][] = [
      [{ timeZone: "Mars/Olympus" }, "Unknown time zone: Mars/Olympus"],
      [{ timeZone: "x".repeat(65) }, "Time zone must be at most 64 characters"],
      [{ timeZone: 7 }, "Time zone must be text"],
      [{ mail: { alerts: "no" } }, "mail.alerts must be true or false"],
      [{ mail: { security: false } }, /security/],
      [{ mail: "off" }, /mail/],
      [{ other: true }, /other/],
    ];
    for (const [body, message] of cases) {
      const res = await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const text = (await res.json()).error.message as string;
      if (typeof message === "string") expect(text).toContain(message);
      else expect(text).toMatch(message);
    }
    expect(await settingsOf(user.cookie)).toEqual(before);
  });

  it("a new time zone moves the user's daily digests to 07:00 there", async () => {
    const user = await make.signedInAs(t, "basic");
    const res = await t.request("POST", "/api/saved-searches", { cookie: user.cookie, body: { name: "Daily", scope: "requests", query: {}, frequency: "daily" } });
    const { id: searchId } = await res.json();
    const due = async () => (await t.services.database.db.select().from(savedSearches).where(eq(savedSearches.id, searchId)))[0]!.nextDigestAt!;
    expect((await due()).getUTCHours()).toBe(7);
    await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { timeZone: "America/New_York" } });
    expect([11, 12]).toContain((await due()).getUTCHours());
  });
});

describe("the bell", () => {
  it("lists a real event, newest first, and marks one or all read", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const telerad = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
    const requests = [await make.request(t, { hospitalId: hospital.userId }), await make.request(t, { hospitalId: hospital.userId })];
    for (const r of requests) expect((await t.request("POST", `/api/requests/${r.id}/applications`, { cookie: telerad.cookie, body: { pricePerCt: 20 } })).status).toBe(201);
    const bell = await bellOf(hospital.cookie);
    expect(bell).toMatchObject({ unread: 2, unreadMore: false });
    expect(bell.data.map((n: { title: string; link: string; kind: string }) => [n.kind, n.title, n.link])).toEqual(
      [...requests].reverse().map((r) => ["applications", `New application for "${r.title}"`, `/requests/${r.id}`]),
    );
    expect(await bellOf(telerad.cookie)).toMatchObject({ data: [], unread: 0 });

    const first = bell.data[0].id;
    expect((await t.request("POST", `/api/notifications/${first}/read`, { cookie: telerad.cookie })).status).toBe(404);
    expect((await t.request("POST", `/api/notifications/${id}/read`, { cookie: hospital.cookie })).status).toBe(404);
    expect((await t.request("POST", "/api/notifications/not-an-id/read", { cookie: hospital.cookie })).status).toBe(400);
    expect((await bellOf(hospital.cookie)).unread).toBe(2);
    expect((await t.request("POST", `/api/notifications/${first}/read`, { cookie: hospital.cookie })).status).toBe(204);
    const after = await bellOf(hospital.cookie);
    expect(after.unread).toBe(1);
    expect(after.data.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    expect((await t.request("POST", "/api/notifications/read-all", { cookie: hospital.cookie })).status).toBe(204);
    expect((await bellOf(hospital.cookie)).unread).toBe(0);
  });

  it("shows the latest 20 and counts unread up to 99, then says more", async () => {
    const user = await make.signedInAs(t, "basic");
    const rows = Array.from({ length: 120 }, (_, i) => ({ userId: user.userId, kind: "alerts", title: `Alert ${i}`, link: "/requests", createdAt: new Date(Date.now() - (120 - i) * 1000) }));
    await t.services.database.db.insert(notifications).values(rows);
    const bell = await bellOf(user.cookie);
    expect(bell.data).toHaveLength(20);
    expect(bell.data[0].title).toBe("Alert 119");
    expect(bell).toMatchObject({ unread: 99, unreadMore: true });
  });
});
