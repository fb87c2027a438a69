/**
 * History, section 3 of issue 15: provider and user writes leave exactly their event (actor, before and
 * after); a refused write leaves no event.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, user } from "@/server/db/schema";
import * as make from "../support/factories";
import { eventsAbout } from "./events-support";
import { type TestApp, startTestApp } from "./harness";

let t: TestApp;
let admin: Awaited<ReturnType<typeof make.signedInAs>>;
let hospital: Awaited<ReturnType<typeof make.signedInAs>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await make.signedInAs(t, "admin");
  hospital = await make.signedInAs(t, "hospital");
});
afterAll(() => t?.close());

const db = () => t.services.database.db;
const asAdmin = (method: string, url: string, body?: unknown) => t.request(method, url, { cookie: admin.cookie, body });
const actionsOf = async (id: string) => (await eventsAbout(t, id)).map((e) => e.action);

describe("provider writes (admin)", () => {
  it("create, update, verify/unverify, pin/unpin and delete each record their event by the admin", async () => {
    const created = await asAdmin("POST", "/api/admin/providers", { name: make.unique("Events Radiology"), hqCountry: "DE", modalities: ["CT"] });
    expect(created.status).toBe(201);
    const { id, name } = (await created.json()) as { id: string; name: string };
    expect((await asAdmin("PATCH", `/api/admin/providers/${id}`, { description: "Night reads", medianTATMinutes: 45 })).status).toBe(200);
    expect((await asAdmin("PATCH", `/api/admin/providers/${id}`, { rating: 9 })).status).toBe(400);
    for (const segment of ["verify", "verify", "pin", "pin"]) expect((await asAdmin("POST", `/api/admin/providers/${id}/${segment}`)).status).toBe(200);
    expect((await t.request("POST", `/api/admin/providers/${id}/verify`, { cookie: hospital.cookie, body: {} })).status).toBe(403);
    expect((await asAdmin("DELETE", `/api/admin/providers/${id}`)).status).toBe(200);
    expect((await asAdmin("DELETE", `/api/admin/providers/${id}`)).status).toBe(404);

    const list = await eventsAbout(t, id);
    expect(list.map((e) => e.action)).toEqual(["created", "updated", "verified", "unverified", "pinned", "unpinned", "deleted"]);
    expect(list.every((e) => e.entityType === "provider" && e.actorEmail === admin.email && e.actorRole === "admin" && e.providerId === id)).toBe(true);
    expect(list[0]!.changes).toMatchObject({ name: { before: null, after: name }, hqCountry: { before: null, after: "DE" } });
    expect(list[1]!.changes).toEqual({ description: { before: "", after: "Night reads" }, medianTATMinutes: { before: null, after: 45 } });
    expect(list[2]!.changes).toEqual({ verified: { before: false, after: true } });
    expect(list[5]!.changes).toEqual({ pinned: { before: true, after: false } });
    expect(list[6]!.changes).toMatchObject({ name: { before: name, after: null } });
  });

  it("deleting a provider records each unlinked user's role change", async () => {
    const p = await make.provider(t);
    const member = await make.account(t, { role: "telerad", providerId: p.id });
    expect((await asAdmin("DELETE", `/api/admin/providers/${p.id}`)).status).toBe(200);
    const event = (await eventsAbout(t, member.userId)).at(-1);
    expect(event).toMatchObject({ action: "role_changed", actorEmail: admin.email, changes: { role: { before: "telerad", after: "basic" }, providerId: { before: p.id, after: null } } });
  });

  it("an update that changes nothing records nothing", async () => {
    const p = await make.provider(t, { description: "Same" });
    expect((await asAdmin("PATCH", `/api/admin/providers/${p.id}`, { description: "Same" })).status).toBe(200);
    expect(await actionsOf(p.id)).toEqual([]);
  });
});

describe("the provider's own edits (/provider/me)", () => {
  it("records 'updated' with the fields changed, the telerad user as actor; bad input records nothing", async () => {
    const p = await make.provider(t, { description: "Old text" });
    const member = await make.signedInAs(t, "telerad", p.id);
    const edit = (body: unknown) => t.request("PATCH", "/api/provider/me", { cookie: member.cookie, body });
    expect((await edit({ hqCountry: "__proto__" })).status).toBe(400);
    expect((await edit({ description: "New text" })).status).toBe(200);
    const list = await eventsAbout(t, p.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ action: "updated", actorEmail: member.email, actorRole: "telerad", changes: { description: { before: "Old text", after: "New text" } } });
  });
});

describe("user writes", () => {
  it("a role change records 'role_changed' with role and provider before and after; the last admin's refusal nothing", async () => {
    const target = await make.account(t);
    const p = await make.provider(t);
    expect((await asAdmin("PATCH", `/api/admin/profiles/${target.userId}/role`, { role: "telerad", providerId: p.id })).status).toBe(200);
    expect((await asAdmin("PATCH", `/api/admin/profiles/${target.userId}/role`, { role: "telerad" })).status).toBe(400);
    expect((await t.request("PATCH", `/api/admin/profiles/${target.userId}/role`, { cookie: hospital.cookie, body: { role: "admin" } })).status).toBe(403);
    const list = await eventsAbout(t, target.userId);
    expect(list.map((e) => [e.action, e.actorEmail, e.changes])).toEqual([
      ["signed_up", null, expect.objectContaining({ role: { before: null, after: "basic" } })],
      ["role_changed", admin.email, { role: { before: "basic", after: "telerad" }, providerId: { before: null, after: p.id } }],
    ]);
  });

  it("sign-up records 'signed_up' with the new user as actor", async () => {
    const email = make.uniqueEmail("signup");
    const res = await t.request("POST", "/api/auth/sign-up/email", { body: { name: "Sign Up", email, password: "a-good-password-1" }, ip: make.uniqueIp() });
    expect(res.status).toBe(200);
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    const list = await eventsAbout(t, row!.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ entityType: "user", action: "signed_up", actorUserId: row!.id, actorEmail: email, actorRole: "basic" });
    expect(list[0]!.changes).toMatchObject({ email: { before: null, after: email }, name: { before: null, after: "Sign Up" } });
  });

  it("a name change records 'name_changed'; a password change 'password_changed' only when it succeeded", async () => {
    const me = await make.signedInAs(t, "basic");
    expect((await t.request("PATCH", "/api/me", { cookie: me.cookie, body: { name: "New Name" } })).status).toBe(200);
    // From an address of its own: better-auth's rate limit counts per address, and other files change passwords too.
    const ip = make.uniqueIp();
    const wrong = await t.request("POST", "/api/auth/change-password", { cookie: me.cookie, ip, body: { currentPassword: "not-my-password", newPassword: "another-fine-one" } });
    expect(wrong.status).not.toBe(200);
    const ok = await t.request("POST", "/api/auth/change-password", { cookie: me.cookie, ip, body: { currentPassword: me.password, newPassword: "another-fine-one" } });
    expect(ok.status).toBe(200);
    const list = (await eventsAbout(t, me.userId)).slice(1);
    expect(list.map((e) => [e.action, e.actorEmail, e.actorRole, e.changes])).toEqual([
      ["name_changed", me.email, "basic", { name: { before: "Test basic", after: "New Name" } }],
      ["password_changed", me.email, "basic", {}],
    ]);
  });

  it("a password reset records 'password_reset'", async () => {
    const me = await make.account(t, { role: "hospital" });
    expect((await t.request("POST", "/api/auth/request-password-reset", { body: { email: me.email, redirectTo: "/auth/reset-password" }, ip: make.uniqueIp() })).status).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, me.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const landing = await t.request("GET", `${link.pathname}${link.search}`);
    const token = new URL(landing.headers.get("location")!, "http://localhost:3999").searchParams.get("token")!;
    expect((await t.request("POST", "/api/auth/reset-password", { body: { newPassword: "x", token }, ip: make.uniqueIp() })).status).toBe(400);
    expect((await actionsOf(me.userId)).includes("password_reset")).toBe(false);
    expect((await t.request("POST", "/api/auth/reset-password", { body: { newPassword: "brand-new-password", token }, ip: make.uniqueIp() })).status).toBe(200);
    const last = (await eventsAbout(t, me.userId)).at(-1);
    expect(last).toMatchObject({ action: "password_reset", actorEmail: me.email, actorRole: "hospital", changes: {} });
  });
});
