/**
 * Admins review credentials (issue 16): the queue on /admin/credentials, verify, reject with a reason.
 * Who may, which transitions, what is recorded and mailed, two admins at once, and the index behind the queue.
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentials } from "@/server/db/credentials-schema";
import { events } from "@/server/db/schema";
import { currentCredential } from "@/server/modules/credentials/current-repo";
import { reviewPageQuery, statusMatches } from "@/server/modules/credentials/review-repo";
import { CREDENTIAL_MESSAGES } from "@/shared/policy/credentials";
import * as make from "../support/factories";
import { mailTo } from "../support/rows";
import { explain, expectIndexed } from "./explain";

let t: TestApp;
const db = () => t.services.database.db;
type Cookie = string | undefined;
const u = {} as Record<"basic" | "telerad" | "noProvider" | "otherTelerad" | "hospital" | "admin" | "admin2", Cookie> & { anonymous: Cookie };
let providerId: string;
let userEmails: string[];
let otherEmail: string;

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  const own = await make.provider(t);
  const other = await make.provider(t);
  providerId = own.id;
  const [telerad, colleague, otherTelerad] = [await make.signedInAs(t, "telerad", own.id), await make.signedInAs(t, "telerad", own.id, "owner"), await make.signedInAs(t, "telerad", other.id)];
  userEmails = [telerad.email, colleague.email];
  otherEmail = otherTelerad.email;
  Object.assign(u, {
    anonymous: undefined,
    basic: (await make.signedInAs(t, "basic")).cookie,
    telerad: telerad.cookie,
    noProvider: (await make.signedInAs(t, "telerad")).cookie,
    otherTelerad: otherTelerad.cookie,
    hospital: (await make.signedInAs(t, "hospital")).cookie,
    admin: (await make.signedInAs(t, "admin")).cookie,
    admin2: (await make.signedInAs(t, "admin")).cookie,
  });
});
afterAll(() => t.close());

const pending = (overrides: Partial<typeof credentials.$inferInsert> = {}) => make.credential(t, { providerId, status: "pending", ...overrides });
const list = (cookie: Cookie, query = "") => t.request("GET", `/api/admin/credentials${query}`, { cookie });
const verify = (cookie: Cookie, id: string) => t.request("POST", `/api/admin/credentials/${id}/verify`, { cookie, body: {} });
const reject = (cookie: Cookie, id: string, body: unknown = { reason: "The scan is unreadable" }) => t.request("POST", `/api/admin/credentials/${id}/reject`, { cookie, body });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
const rowOf = async (id: string) => (await db().select().from(credentials).where(eq(credentials.id, id)))[0]!;
const eventsOf = (id: string) => db().select().from(events).where(and(eq(events.entityType, "credential"), eq(events.entityId, id)));
const counts = async (id: string) => (await db().select({ id: credentials.id }).from(credentials).where(and(eq(credentials.id, id), currentCredential()))).length === 1;
const mailsAbout = async (email: string, subject: string, number: string) => (await mailTo(t, email)).filter((m) => m.subject === subject && m.text.includes(number));

describe("who may review", () => {
  it("lets only admins list, verify and reject: 401 anonymous, 403 everyone else, and nothing changes", async () => {
    const c = await pending();
    for (const call of [() => list(undefined), () => verify(undefined, c.id), () => reject(undefined, c.id)]) {
      const res = await call();
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe("Not authenticated");
    }
    for (const who of ["basic", "telerad", "noProvider", "otherTelerad", "hospital"] as const) {
      for (const call of [() => list(u[who]), () => verify(u[who], c.id), () => reject(u[who], c.id), () => reject(u[who], c.id, {})]) {
        const res = await call();
        expect(res.status, who).toBe(403);
        expect((await errorOf(res)).message).toBe("Unauthorized: Admin access required");
      }
    }
    expect(await rowOf(c.id)).toMatchObject({ status: "pending", reviewedBy: null, rejectionReason: null });
    expect(await eventsOf(c.id)).toHaveLength(0);
    expect(await mailTo(t, userEmails[0]!)).toHaveLength(0);
    expect((await list(u.admin)).status).toBe(200);
  });

  it("answers 404 for an unknown credential and 400 for a malformed id", async () => {
    const missing = "3b0d6c1e-8f7a-4a5e-9d1e-0c2f6f1a9b10";
    for (const res of [await verify(u.admin, missing), await reject(u.admin, missing)]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(CREDENTIAL_MESSAGES.notFound);
    }
    expect((await verify(u.admin, "not-an-id")).status).toBe(400);
    expect((await reject(u.admin, "not-an-id")).status).toBe(400);
  });
});

describe("the queue", () => {
  it("shows pending ones by default, oldest waiting first, with the provider, the number and the document", async () => {
    const older = await pending({ updatedAt: new Date(Date.now() - 3 * 86_400_000) });
    const newer = await pending({ updatedAt: new Date(Date.now() - 2 * 86_400_000), region: "Bavaria" });
    await make.credential(t, { providerId }); // verified: not in the pending tab
    const res = await list(u.admin, "?pageSize=100");
    expect(res.status).toBe(200);
    const page = await res.json();
    const ids = page.data.map((c: { id: string }) => c.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.data.every((c: { status: string }) => c.status === "pending")).toBe(true);
    const shown = page.data.find((c: { id: string }) => c.id === newer.id);
    expect(shown).toMatchObject({
      providerId,
      type: "medical_licence",
      country: "DE",
      region: "Bavaria",
      number: newer.number,
      issuingBody: "Landesärztekammer",
      status: "pending",
      current: false,
      document: { name: "licence.pdf", type: "application/pdf", size: make.PDF_BYTES.length },
      provider: { id: providerId, name: expect.any(String), slug: expect.any(String) },
    });
    expect(page.counts.pending).toEqual({ total: page.total, estimated: false });
    expect(page.counts.verified.total).toBeGreaterThanOrEqual(1);
  });

  it("pages in SQL and filters by status, refusing an unknown status with a message", async () => {
    for (let i = 0; i < 3; i++) await pending();
    const first = await (await list(u.admin, "?pageSize=2")).json();
    const second = await (await list(u.admin, "?pageSize=2&page=2")).json();
    expect(first.data).toHaveLength(2);
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasNext: true, hasPrev: false });
    expect(second.data.map((c: { id: string }) => c.id)).not.toContain(first.data[0].id);
    const verified = await (await list(u.admin, "?status=verified")).json();
    expect(verified.data.every((c: { status: string }) => c.status === "verified")).toBe(true);
    const bad = await list(u.admin, "?status=approved");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("status: status must be one of pending, verified, rejected");
  });

  it("reads the queue and each tab's total through credentials_status_updated_idx", async () => {
    for (const status of ["pending", "verified", "rejected"] as const) {
      expectIndexed(await explain(t, reviewPageQuery(db(), status, 21, 0), { noSort: true }), ["credentials_status_updated_idx"]);
      // Verified ones may also be counted from the partial index of verified expiries.
      expectIndexed(await explain(t, statusMatches(db(), status)), ["credentials_status_updated_idx", "credentials_verified_expiry_idx"]);
    }
  });
});

describe("verifying", () => {
  it("verifies a pending credential: reviewer recorded, event written, each of the provider's users mailed", async () => {
    const c = await pending();
    const res = await verify(u.admin, c.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: c.id, status: "verified", current: true, rejectionReason: null, reviewedAt: expect.any(String), number: c.number });
    const row = await rowOf(c.id);
    expect(row.status).toBe("verified");
    expect(row.reviewedBy).not.toBeNull();
    expect(row.reviewedAt).not.toBeNull();
    expect(await counts(c.id)).toBe(true);
    const [event] = await eventsOf(c.id);
    expect(event).toMatchObject({ action: "verified", providerId, actorRole: "admin", changes: { status: { before: "pending", after: "verified" } } });
    for (const email of userEmails) {
      const [mail] = await mailsAbout(email, "Your credential was verified", c.number);
      expect(mail?.text).toContain("Medical licence, Germany");
      expect(mail?.text).toContain(`expires on ${c.expiresOn}`);
    }
    expect(await mailTo(t, otherEmail)).toHaveLength(0);
  });

  it("verifies a rejected one (clearing the reason) and answers 409 to a verified one, writing nothing", async () => {
    const c = await pending({ status: "rejected", rejectionReason: "Blurry" });
    expect((await verify(u.admin, c.id)).status).toBe(200);
    expect(await rowOf(c.id)).toMatchObject({ status: "verified", rejectionReason: null });
    const [event] = await eventsOf(c.id);
    expect(event!.changes).toEqual({ status: { before: "rejected", after: "verified" }, rejectionReason: { before: "Blurry", after: null } });
    const again = await verify(u.admin, c.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(CREDENTIAL_MESSAGES.alreadyVerified);
    expect(await eventsOf(c.id)).toHaveLength(1);
    expect(await mailsAbout(userEmails[0]!, "Your credential was verified", c.number)).toHaveLength(1);
  });

  it("lets one of two admins verifying at the same moment succeed; the other gets 409", async () => {
    const several = await Promise.all([pending(), pending(), pending()]);
    const results = await Promise.all(several.map((c) => Promise.all([verify(u.admin, c.id), verify(u.admin2, c.id)])));
    for (const [i, c] of several.entries()) {
      expect(results[i]!.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await eventsOf(c.id)).toHaveLength(1);
      expect(await mailsAbout(userEmails[1]!, "Your credential was verified", c.number)).toHaveLength(1);
    }
  });

  it("serialises a verify and a reject at the same moment: the second decides on what the first left", async () => {
    const c = await pending();
    const results = await Promise.all([verify(u.admin, c.id), reject(u.admin2, c.id)]);
    // Both are legal one after the other (pending -> verified -> rejected, or the reverse).
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const history = (await eventsOf(c.id)).map((e) => (e.changes as { status: { before: string; after: string } }).status);
    expect(history).toHaveLength(2);
    const first = history.find((s) => s.before === "pending")!;
    const second = history.find((s) => s !== first)!;
    expect(second.before).toBe(first.after);
    expect((await rowOf(c.id)).status).toBe(second.after);
  });
});

describe("rejecting", () => {
  it("checks the reason, with a message for the field, and writes nothing", async () => {
    const c = await pending();
    const cases: [unknown, string][] = [
      [{}, CREDENTIAL_MESSAGES.reasonRequired],
      [{ reason: "" }, CREDENTIAL_MESSAGES.reasonRequired],
      [{ reason: "   \n " }, CREDENTIAL_MESSAGES.reasonRequired],
      [{ reason: 42 }, CREDENTIAL_MESSAGES.reasonRequired],
      [{ reason: null }, CREDENTIAL_MESSAGES.reasonRequired],
      [{ reason: "x".repeat(1001) }, CREDENTIAL_MESSAGES.reasonLong],
      [{ reason: "x".repeat(50_000) }, CREDENTIAL_MESSAGES.reasonLong],
    ];
    for (const [body, message] of cases) {
      const res = await reject(u.admin, c.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = await errorOf(res);
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ reason: message });
    }
    const extra = await reject(u.admin, c.id, { reason: "Expired scan", status: "verified" });
    expect(extra.status).toBe(400);
    expect((await errorOf(extra)).message).toBe("Unknown field: status");
    expect(await rowOf(c.id)).toMatchObject({ status: "pending", rejectionReason: null, reviewedBy: null });
    expect(await eventsOf(c.id)).toHaveLength(0);
    expect(await mailsAbout(userEmails[0]!, "Your credential was rejected", c.number)).toHaveLength(0);
  });

  it("rejects a pending credential with the trimmed reason: stored, recorded, mailed to each of the provider's users", async () => {
    const c = await pending();
    const reason = `${"x".repeat(990)} too long?`;
    const res = await reject(u.admin, c.id, { reason: `  ${reason}\n` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: c.id, status: "rejected", rejectionReason: reason, current: false });
    expect(await rowOf(c.id)).toMatchObject({ status: "rejected", rejectionReason: reason });
    const [event] = await eventsOf(c.id);
    expect(event).toMatchObject({ action: "rejected", providerId, changes: { status: { before: "pending", after: "rejected" }, rejectionReason: { before: null, after: reason } } });
    for (const email of userEmails) {
      const [mail] = await mailsAbout(email, "Your credential was rejected", c.number);
      expect(mail?.text).toContain(`Reason: ${reason}`);
    }
    const again = await reject(u.admin, c.id, { reason: "Once more" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(CREDENTIAL_MESSAGES.alreadyRejected);
    expect(await rowOf(c.id)).toMatchObject({ rejectionReason: reason });
  });

  it("withdraws a verification at once: a verified credential rejected stops counting", async () => {
    const c = await make.credential(t, { providerId });
    expect(await counts(c.id)).toBe(true);
    const res = await reject(u.admin, c.id, { reason: "The licence was revoked" });
    expect(res.status).toBe(200);
    expect(await counts(c.id)).toBe(false);
    const rejected = await (await list(u.admin, "?status=rejected&pageSize=100")).json();
    expect(rejected.data.find((x: { id: string }) => x.id === c.id)).toMatchObject({ rejectionReason: "The licence was revoked", current: false });
  });
});
