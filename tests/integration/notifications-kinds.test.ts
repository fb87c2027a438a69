import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_KINDS, type MailKind } from "@/shared/contracts/notifications";
import { notifications } from "@/server/db/notifications-schema";
import { mailOutbox } from "@/server/db/schema";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/**
 * Issue 17 §3 and §4: every kind of mail the app sends, made through the real routes, once with the
 * recipients' defaults and once with every kind switched off. Switched off, no mail of the kind is
 * queued, yet each event still reaches the recipient's bell.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Cookie = string;
const ok = async (res: Response | Promise<Response>, status = 200) => {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(status);
  return r.json().catch(() => null) as Promise<{ id: string }>;
};

/** The people of one tender: a hospital, an admin, two providers' users. */
async function cast() {
  const hospital = await make.signedInAs(t, "hospital");
  const admin = await make.signedInAs(t, "admin");
  const [p1, p2] = [await make.provider(t), await make.provider(t)];
  const [t1, t2] = [await make.signedInAs(t, "telerad", p1.id), await make.signedInAs(t, "telerad", p2.id)];
  return { hospital, admin, p1, t1, t2, users: [hospital, t1, t2] };
}

/** A tender from posting to review: new applications, a question, an amendment, a shortlist, an award and close, a review, a verified credential. */
async function everyKindOfMail({ hospital, admin, p1, t1, t2 }: Awaited<ReturnType<typeof cast>>) {
  const send = (cookie: Cookie, method: string, url: string, body: unknown = {}) => t.request(method, url, { cookie, body });
  const request = await ok(
    send(hospital.cookie, "POST", "/api/requests", { title: make.unique("Every kind"), facility: "Klinikum", country: "DE", description: "Reads", modalities: ["CT"], volumesPerMonth: 100, tatRequirement: "4-12h" }),
    201,
  );
  const a1 = await ok(send(t1.cookie, "POST", `/api/requests/${request.id}/applications`, { pricePerCt: 20 }), 201);
  const a2 = await ok(send(t2.cookie, "POST", `/api/requests/${request.id}/applications`, { pricePerCt: 25 }), 201);
  await ok(send(t1.cookie, "POST", `/api/requests/${request.id}/questions`, { question: "Which PACS do you use for night reads?" }), 201);
  await ok(send(hospital.cookie, "PATCH", `/api/requests/${request.id}`, { tatRequirement: "1-4h" }));
  await ok(send(hospital.cookie, "PATCH", `/api/applications/${a2.id}`, { status: "SHORTLISTED" }));
  await ok(send(hospital.cookie, "PATCH", `/api/applications/${a1.id}`, { status: "SHORTLISTED" }));
  await ok(send(hospital.cookie, "PATCH", `/api/applications/${a1.id}`, { status: "AWARDED", closeRequest: true }));
  await ok(send(hospital.cookie, "POST", `/api/applications/${a1.id}/review`, { rating: 4, body: "Careful reads, always on time." }), 201);
  const credential = await make.credential(t, { providerId: p1.id, status: "pending" });
  await ok(send(admin.cookie, "POST", `/api/admin/credentials/${credential.id}/verify`));
}

const kindsOf = (rows: { kind: string | null }[]) => [...new Set(rows.map((r) => r.kind))].sort();
const EXPECTED: MailKind[] = ["amendments", "applications", "awards", "credentials", "questions", "reviews", "status"];

async function outcome(users: { email: string; userId: string }[]) {
  const db = t.services.database.db;
  const mails = await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(inArray(mailOutbox.to, users.map((u) => u.email)));
  const bell = await db.select({ kind: notifications.kind }).from(notifications).where(inArray(notifications.userId, users.map((u) => u.userId)));
  return { mailed: kindsOf(mails), rung: kindsOf(bell) };
}

describe("kinds of mail", () => {
  it("each kind is mailed and rung by default", async () => {
    const people = await cast();
    await everyKindOfMail(people);
    expect(await outcome(people.users)).toEqual({ mailed: EXPECTED, rung: EXPECTED });
  });

  it("switched off, none is mailed and every one still rings the bell", async () => {
    const people = await cast();
    const allOff = Object.fromEntries(MAIL_KINDS.map((k) => [k, false]));
    for (const user of people.users) {
      const res = await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: allOff } });
      expect(await res.json()).toEqual({ mail: allOff, timeZone: "UTC" });
    }
    await everyKindOfMail(people);
    expect(await outcome(people.users)).toEqual({ mailed: [], rung: EXPECTED });
  });

  it("switching one kind off stops that kind only", async () => {
    for (const kind of EXPECTED) {
      const people = await cast();
      for (const user of people.users) expect((await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: { [kind]: false } } })).status).toBe(200);
      await everyKindOfMail(people);
      expect(await outcome(people.users), kind).toEqual({ mailed: EXPECTED.filter((k) => k !== kind), rung: EXPECTED });
    }
  });
});

it("security mail has no kind and goes out whatever the settings", async () => {
  const user = await make.signedInAs(t, "basic");
  const allOff = Object.fromEntries(MAIL_KINDS.map((k) => [k, false]));
  expect((await t.request("PATCH", "/api/me/notifications", { cookie: user.cookie, body: { mail: allOff } })).status).toBe(200);
  expect((await t.request("POST", "/api/auth/request-password-reset", { body: { email: user.email, redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() })).status).toBe(200);
  const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
  expect(mails).toEqual([expect.objectContaining({ subject: "Reset your RadBridge password", kind: null })]);
});
