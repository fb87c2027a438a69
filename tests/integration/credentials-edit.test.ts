import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentials } from "@/server/db/credentials-schema";
import { findCredential } from "@/server/modules/credentials/repo";
import type { Credential, CredentialPage } from "@/shared/contracts/credentials";
import { CREDENTIAL_MESSAGES as M } from "@/shared/policy/credentials";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";
import { type CredentialsCast, credentialEvents, credentialsCast, documentOf, errorOf, fields, form, PNG_BYTES } from "./credentials-cast";

/** Listing, changing and deleting a provider's credentials (issue 16), per role. */

let t: TestApp;
let cast: CredentialsCast;
const NO_PROVIDER = "User not associated with a provider";
const UNKNOWN = "3b0d6c1e-8f7a-4a5e-9d1e-0c2f6f1a9b10";

beforeAll(async () => {
  t = await startTestApp();
  cast = await credentialsCast(t);
});
afterAll(() => t.close());

/** A verified credential of provider A, as an admin would have left it. */
async function verified(overrides: Partial<typeof credentials.$inferInsert> = {}) {
  return make.credential(t, { providerId: cast.providerA.id, reviewedBy: cast.u.admin.userId, reviewedAt: new Date(), ...overrides });
}
const rowOf = async (id: string) => (await t.services.database.db.select().from(credentials).where(eq(credentials.id, id)))[0] ?? null;
const valuesOf = (row: typeof credentials.$inferSelect, overrides: Record<string, string | undefined> = {}) =>
  fields({ type: row.type, country: row.country, region: row.region ?? "", number: row.number, issuingBody: row.issuingBody, validFrom: row.validFrom, expiresOn: row.expiresOn, ...overrides });

describe("the list", () => {
  it("gives a provider's users its credentials, newest first, paged, and nobody else's", async () => {
    const older = await make.credential(t, { providerId: cast.providerA.id, createdAt: new Date(Date.now() - 60_000) });
    const newer = await make.credential(t, { providerId: cast.providerA.id, status: "pending" });
    const theirs = await make.credential(t, { providerId: cast.providerB.id });
    for (const who of ["own", "colleague"] as const) {
      const res = await cast.list(who, "?pageSize=100");
      expect(res.status).toBe(200);
      const page = (await res.json()) as CredentialPage;
      const ids = page.data.map((c) => c.id);
      expect(ids).not.toContain(theirs.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(page.data.find((c) => c.id === older.id)).toMatchObject({ status: "verified", current: true, document: { name: "licence.pdf", type: "application/pdf" } });
      expect(page.data.find((c) => c.id === newer.id)).toMatchObject({ status: "pending", current: false });
    }
    const first = (await (await cast.list("own", "?pageSize=1")).json()) as CredentialPage;
    expect(first).toMatchObject({ pageSize: 1, hasNext: true, hasPrev: false });
    expect(first.data).toHaveLength(1);
    const other = (await (await cast.list("other")).json()) as CredentialPage;
    expect(other.data.map((c) => c.id)).toEqual([theirs.id]);
    expect((await cast.list("anonymous")).status).toBe(401);
    for (const who of ["noProvider", "basic", "hospital", "admin"] as const) {
      const res = await cast.list(who);
      expect(res.status, who).toBe(403);
      expect((await errorOf(res)).message).toBe(NO_PROVIDER);
    }
    expect((await cast.list("own", "?pageSize=1000")).status).toBe(400);
  });
});

describe("changing a credential", () => {
  it("makes a verified credential pending again, clears its review, and records before and after", async () => {
    const row = await verified();
    const res = await cast.update("colleague", row.id, form(valuesOf(row, { number: "NEW-1", region: "Hesse" })));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as Credential).toMatchObject({ id: row.id, number: "NEW-1", region: "Hesse", status: "pending", reviewedAt: null, current: false });
    expect(await rowOf(row.id)).toMatchObject({ status: "pending", reviewedBy: null, reviewedAt: null, number: "NEW-1" });
    expect(await findCredential(t.services.database.db, row.id)).toMatchObject({ status: "pending", current: false });
    const [event, ...more] = await credentialEvents(t, row.id);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ action: "updated", providerId: cast.providerA.id, actorUserId: cast.u.colleague.userId });
    expect(event!.changes).toEqual({
      number: { before: row.number, after: "NEW-1" },
      region: { before: null, after: "Hesse" },
      status: { before: "verified", after: "pending" },
    });
  });

  it("clears a rejection's reason, and replaces the document when a new one is sent", async () => {
    const row = await verified({ status: "rejected", rejectionReason: "Scan unreadable" });
    const res = await cast.update("own", row.id, form(valuesOf(row), { bytes: PNG_BYTES, name: "rescan.png" }));
    expect(res.status).toBe(200);
    expect((await res.json()) as Credential).toMatchObject({ status: "pending", rejectionReason: null, document: { name: "rescan.png", type: "image/png", size: PNG_BYTES.length } });
    expect(await documentOf(t, row.id)).toEqual(PNG_BYTES);
    const [event] = await credentialEvents(t, row.id);
    expect(event!.changes).toMatchObject({ documentName: { before: "licence.pdf", after: "rescan.png" }, rejectionReason: { before: "Scan unreadable", after: null } });
  });

  it("writes nothing when nothing changed", async () => {
    const row = await verified();
    const res = await cast.update("own", row.id, form(valuesOf(row, { country: "Germany" })));
    expect(res.status).toBe(200);
    expect((await res.json()) as Credential).toMatchObject({ status: "verified", current: true });
    expect(await rowOf(row.id)).toEqual(row);
    expect(await findCredential(t.services.database.db, row.id)).toMatchObject({ status: "verified", current: true });
    expect(await credentialEvents(t, row.id)).toHaveLength(0);
  });

  it("refuses bad fields and documents, other providers and other roles, and changes nothing", async () => {
    const row = await verified();
    const fake = { bytes: new TextEncoder().encode("plain text"), name: "licence.pdf", type: "application/pdf" };
    const bad = await cast.update("own", row.id, form(valuesOf(row, { number: "", expiresOn: "2020-01-01" }), fake));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ number: M.numberRequired, expiresOn: M.expiresBeforeValid, document: M.documentWrongType });
    const partial = await cast.update("own", row.id, form({ number: "ONLY-THIS" }));
    expect(partial.status).toBe(400);
    expect(Object.keys((await errorOf(partial)).fields ?? {})).toEqual(["type", "country", "issuingBody", "validFrom", "expiresOn"]);
    const other = await cast.update("other", row.id, form(valuesOf(row, { number: "THEIRS" })));
    expect(other.status).toBe(403);
    expect((await errorOf(other)).message).toBe(M.notYourProvider);
    expect((await cast.update("anonymous", row.id, form(valuesOf(row)))).status).toBe(401);
    for (const who of ["bidder", "noProvider", "basic", "hospital", "admin"] as const) expect((await cast.update(who, row.id, form(valuesOf(row, { number: "X" })))).status, who).toBe(403);
    const unknown = await cast.update("own", UNKNOWN, form(valuesOf(row)));
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(M.notFound);
    expect((await cast.update("own", "not-an-id", form(valuesOf(row)))).status).toBe(400);
    expect(await rowOf(row.id)).toEqual(row);
    expect(await documentOf(t, row.id)).toEqual(make.PDF_BYTES);
    expect(await credentialEvents(t, row.id)).toHaveLength(0);
  });
});

describe("deleting a credential", () => {
  it("removes it and its document, and records what it was", async () => {
    const row = await verified();
    const res = await cast.remove("colleague", row.id);
    expect(res.status).toBe(204);
    expect(await rowOf(row.id)).toBeNull();
    expect(await documentOf(t, row.id)).toBeNull();
    const [event] = await credentialEvents(t, row.id);
    expect(event).toMatchObject({ action: "deleted", providerId: cast.providerA.id });
    expect(event!.changes).toMatchObject({ number: { before: row.number, after: null }, status: { before: "verified", after: null } });
    expect((await cast.remove("own", row.id)).status).toBe(404);
  });

  it("refuses other providers and other roles, and keeps it", async () => {
    const row = await verified();
    const other = await cast.remove("other", row.id);
    expect(other.status).toBe(403);
    expect((await errorOf(other)).message).toBe(M.notYourProvider);
    expect((await cast.remove("anonymous", row.id)).status).toBe(401);
    for (const who of ["bidder", "noProvider", "basic", "hospital", "admin"] as const) expect((await cast.remove(who, row.id)).status, who).toBe(403);
    expect((await cast.remove("own", UNKNOWN)).status).toBe(404);
    expect(await rowOf(row.id)).toEqual(row);
    expect(await documentOf(t, row.id)).toEqual(make.PDF_BYTES);
    expect(await credentialEvents(t, row.id)).toHaveLength(0);
  });
});

describe("downloading a document", () => {
  it("sends the bytes as an attachment to the provider's users and admins", async () => {
    const row = await verified({ documentName: "Approbation Müller \"final\".pdf" });
    for (const who of ["own", "colleague", "bidder", "admin"] as const) {
      const res = await cast.download(who, row.id);
      expect(res.status, who).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Approbation M_ller _final_.pdf"; filename*=UTF-8''Approbation%20M%C3%BCller%20%22final%22.pdf`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(make.PDF_BYTES);
    }
  });

  it("refuses other providers, hospitals and every other role; 404 for an unknown credential", async () => {
    const row = await verified();
    for (const who of ["other", "hospital", "noProvider", "basic"] as const) {
      const res = await cast.download(who, row.id);
      expect(res.status, who).toBe(403);
      expect((await errorOf(res)).message).toBe(M.documentForbidden);
    }
    expect((await cast.download("anonymous", row.id)).status).toBe(401);
    expect((await cast.download("own", UNKNOWN)).status).toBe(404);
    expect((await cast.download("admin", UNKNOWN)).status).toBe(404);
  });
});
