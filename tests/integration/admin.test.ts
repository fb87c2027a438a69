import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/shared/policy/roles";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
let admin: Awaited<ReturnType<typeof make.signedInAs>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await make.signedInAs(t, "admin");
});
afterAll(() => t.close());

async function body(res: Response) {
  return (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } };
}

describe("admin routes refuse everyone but admins", () => {
  const someId = randomUUID();
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/profiles"],
    ["PATCH", `/api/admin/profiles/${someId}/role`, { role: "admin" }],
    ["GET", "/api/admin/requests"],
    ["GET", "/api/admin/applications"],
    ["GET", "/api/admin/providers"],
    ["POST", "/api/admin/providers", { name: "Nope", hqCountry: "DE" }],
    ["GET", `/api/admin/providers/${someId}`],
    ["PATCH", `/api/admin/providers/${someId}`, { name: "Nope" }],
    ["DELETE", `/api/admin/providers/${someId}`],
    ["POST", `/api/admin/providers/${someId}/verify`],
    ["POST", `/api/admin/providers/${someId}/pin`],
  ];

  it("answers 401 'Not authenticated' to anonymous callers, even with invalid input", async () => {
    for (const [method, url, payload] of routes) {
      const res = await t.request(method, url, { body: payload });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect((await body(res)).error).toEqual({ code: "UNAUTHENTICATED", message: "Not authenticated" });
    }
    const bad = await t.request("GET", "/api/admin/profiles?page=0");
    expect(bad.status).toBe(401);
  });

  for (const role of ["basic", "telerad", "hospital"] as Role[]) {
    it(`answers 403 'Unauthorized: Admin access required' to ${role} users`, async () => {
      const provider = role === "telerad" ? await make.provider(t) : null;
      const { cookie } = await make.signedInAs(t, role, provider?.id ?? null);
      for (const [method, url, payload] of routes) {
        const res = await t.request(method, url, { body: payload, cookie });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect((await body(res)).error).toEqual({ code: "FORBIDDEN", message: "Unauthorized: Admin access required" });
      }
    });
  }

  it("changes nothing when a non-admin tries a write", async () => {
    const target = await make.provider(t);
    const { cookie } = await make.signedInAs(t, "hospital");
    await t.request("POST", `/api/admin/providers/${target.id}/verify`, { cookie });
    await t.request("POST", `/api/admin/providers/${target.id}/pin`, { cookie });
    await t.request("PATCH", `/api/admin/providers/${target.id}`, { cookie, body: { name: "Hijacked" } });
    await t.request("DELETE", `/api/admin/providers/${target.id}`, { cookie });
    const basic = await make.signedInAs(t, "basic");
    await t.request("PATCH", `/api/admin/profiles/${basic.userId}/role`, { cookie: basic.cookie, body: { role: "admin" } });
    const provider = await body(await t.request("GET", `/api/admin/providers/${target.id}`, { cookie: admin.cookie }));
    expect(provider).toMatchObject({ name: target.name, verified: false, pinned: false });
    const me = await body(await t.request("GET", "/api/me", { cookie: basic.cookie }));
    expect((me.profile as { role: string }).role).toBe("basic");
  });
});

describe("API documentation", () => {
  it("lists every admin route in the OpenAPI document", async () => {
    const doc = (await (await t.request("GET", "/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/admin/providers/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    for (const path of ["/api/admin/stats", "/api/admin/profiles", "/api/admin/profiles/{userId}/role", "/api/admin/requests", "/api/admin/applications", "/api/admin/providers", "/api/admin/providers/{id}/verify", "/api/admin/providers/{id}/pin"])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});

describe("counters", () => {
  it("counts users, providers, requests and applications, exactly while a table is small", async () => {
    type Stats = Record<"totalUsers" | "providers" | "totalRequests" | "totalApplications", number> & { estimated: string[] };
    const stats = async () => (await body(await t.request("GET", "/api/admin/stats", { cookie: admin.cookie }))) as unknown as Stats;
    const before = await stats();
    expect(Object.keys(before).sort()).toEqual(["estimated", "providers", "totalApplications", "totalRequests", "totalUsers"]);
    const provider = await make.provider(t);
    const tender = await make.request(t);
    await make.application(t, { tenderId: tender.id, providerId: provider.id });
    await make.signedInAs(t, "basic");
    const after = await stats();
    // Test files share the database: a table may have grown past the exact limit (tests/integration/totals.test.ts).
    for (const key of ["totalUsers", "providers", "totalRequests", "totalApplications"] as const) {
      if (after.estimated.includes(key)) expect(after[key], key).toBeGreaterThanOrEqual(1000);
      else expect(after[key], key).toBeGreaterThanOrEqual(before[key] + 1);
    }
  });
});

describe("user management", () => {
  it("lists profiles newest first, paged, searchable by name and e-mail", async () => {
    const first = await make.signedInAs(t, "basic");
    const second = await make.signedInAs(t, "hospital");
    const page = await body(await t.request("GET", "/api/admin/profiles?pageSize=5", { cookie: admin.cookie }));
    expect(page).toMatchObject({ page: 1, pageSize: 5, hasPrev: false });
    expect((page.data as unknown[]).length).toBeLessThanOrEqual(5);
    const dates = (page.data as { createdAt: string }[]).map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const byEmail = await body(await t.request("GET", `/api/admin/profiles?q=${encodeURIComponent(second.email.toUpperCase())}`, { cookie: admin.cookie }));
    expect(byEmail.total).toBe(1);
    expect(byEmail.data).toEqual([expect.objectContaining({ userId: second.userId, email: second.email, role: "hospital", providerId: null, providerName: null })]);

    const prefix = first.email.split("@")[0]!;
    const both = await body(await t.request("GET", `/api/admin/profiles?q=${encodeURIComponent(prefix)}`, { cookie: admin.cookie }));
    expect((both.data as { userId: string }[]).map((p) => p.userId)).toEqual([first.userId]);

    const byName = await body(await t.request("GET", "/api/admin/profiles?q=Test%20hospital&role=hospital&pageSize=100", { cookie: admin.cookie }));
    expect((byName.data as { userId: string }[]).some((p) => p.userId === second.userId)).toBe(true);
    expect((byName.data as { role: string }[]).every((p) => p.role === "hospital")).toBe(true);
  });

  it("takes % and _ in the search literally", async () => {
    const res = await body(await t.request("GET", "/api/admin/profiles?q=%25%25%25_", { cookie: admin.cookie }));
    expect(res.total).toBe(0);
  });

  it("rejects bad paging with 400", async () => {
    for (const q of ["page=0", "pageSize=101", "role=owner"]) {
      const res = await t.request("GET", `/api/admin/profiles?${q}`, { cookie: admin.cookie });
      expect(res.status, q).toBe(400);
    }
  });

  it("telerad requires a provider and sets provider_id; any other role clears it", async () => {
    const user = await make.signedInAs(t, "basic");
    const provider = await make.provider(t);
    const url = `/api/admin/profiles/${user.userId}/role`;

    const missing = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "telerad" } });
    expect(missing.status).toBe(400);
    expect((await body(missing)).error?.message).toBe("Please select a provider for the telerad role");

    const unknownProvider = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "telerad", providerId: randomUUID() } });
    expect(unknownProvider.status).toBe(400);
    expect((await body(unknownProvider)).error?.message).toBe("Provider not found");

    const me0 = await body(await t.request("GET", "/api/me", { cookie: user.cookie }));
    expect(me0.profile).toMatchObject({ role: "basic", providerId: null });

    const ok = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "telerad", providerId: provider.id } });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ userId: user.userId, role: "telerad", providerId: provider.id, providerName: provider.name });
    const me1 = await body(await t.request("GET", "/api/me", { cookie: user.cookie }));
    expect(me1.profile).toMatchObject({ role: "telerad", providerId: provider.id });

    const hospital = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "hospital", providerId: provider.id } });
    expect(hospital.status).toBe(200);
    expect(await body(hospital)).toMatchObject({ role: "hospital", providerId: null, providerName: null });
    const me2 = await body(await t.request("GET", "/api/me", { cookie: user.cookie }));
    expect(me2.profile).toMatchObject({ role: "hospital", providerId: null });
  });

  it("rejects unknown roles, unknown fields and unknown users", async () => {
    // With two-factor already set up, as an admin must have it (issue 34).
    const created = await make.account(t, { role: "basic", twoFactor: true });
    const user = { ...created, cookie: await make.signIn(t, created.email, created.password) };
    const url = `/api/admin/profiles/${user.userId}/role`;
    const badRole = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "owner" } });
    expect(badRole.status).toBe(400);
    expect((await body(badRole)).error?.message).toBe("Role must be one of basic, telerad, hospital, admin");
    const extra = await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "hospital", email: "x@y.z" } });
    expect(extra.status).toBe(400);
    const nobody = await t.request("PATCH", `/api/admin/profiles/${randomUUID()}/role`, { cookie: admin.cookie, body: { role: "hospital" } });
    expect(nobody.status).toBe(404);
    expect((await body(nobody)).error?.message).toBe("User not found");
    const me = await body(await t.request("GET", "/api/me", { cookie: user.cookie }));
    expect(me.profile).toMatchObject({ role: "basic" });
  });

  it("applies a role change on the user's very next request", async () => {
    // With two-factor already set up, as an admin must have it (issue 34).
    const created = await make.account(t, { role: "basic", twoFactor: true });
    const user = { ...created, cookie: await make.signIn(t, created.email, created.password) };
    const url = `/api/admin/profiles/${user.userId}/role`;
    expect((await t.request("GET", "/api/admin/stats", { cookie: user.cookie })).status).toBe(403);

    await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "admin" } });
    expect((await t.request("GET", "/api/admin/stats", { cookie: user.cookie })).status).toBe(200);

    await t.request("PATCH", url, { cookie: admin.cookie, body: { role: "basic" } });
    const again = await t.request("GET", "/api/admin/stats", { cookie: user.cookie });
    expect(again.status).toBe(403);
    expect((await body(again)).error?.message).toBe("Unauthorized: Admin access required");
  });

  it("lets an admin demote another admin while one remains", async () => {
    const other = await make.signedInAs(t, "admin");
    const res = await t.request("PATCH", `/api/admin/profiles/${other.userId}/role`, { cookie: admin.cookie, body: { role: "basic" } });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ role: "basic" });
  });
});

describe("the last admin", () => {
  // Needs a database whose every admin the test controls: a private embedded one even when
  // the suite runs on a shared PostgreSQL (where other files create admins in parallel).
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp({ DATABASE_URL: "" });
  });
  afterAll(() => own?.close());

  it("cannot be demoted, by itself or by anyone", async () => {
    const a = await make.signedInAs(own, "admin");
    const b = await make.signedInAs(own, "admin");
    const demoteB = await own.request("PATCH", `/api/admin/profiles/${b.userId}/role`, { cookie: a.cookie, body: { role: "hospital" } });
    expect(demoteB.status).toBe(200);

    for (const role of ["basic", "hospital", "telerad"]) {
      const provider = role === "telerad" ? await make.provider(own) : null;
      const res = await own.request("PATCH", `/api/admin/profiles/${a.userId}/role`, { cookie: a.cookie, body: { role, providerId: provider?.id } });
      expect(res.status, role).toBe(409);
      expect((await body(res)).error).toEqual({ code: "CONFLICT", message: "The last admin cannot be demoted" });
    }
    expect((await own.request("GET", "/api/admin/stats", { cookie: a.cookie })).status).toBe(200);
    const same = await own.request("PATCH", `/api/admin/profiles/${a.userId}/role`, { cookie: a.cookie, body: { role: "admin" } });
    expect(same.status).toBe(200);
  });
});

describe("request and application management", () => {
  it("lists all requests newest first, paged, with the effective status", async () => {
    const token = make.unique("reqlist");
    const older = await make.request(t, { title: `${token} older`, createdAt: new Date(Date.now() - 60_000) });
    const expired = await make.request(t, { title: `${token} expired`, deadline: new Date(Date.now() - 1000) });
    const closed = await make.request(t, { title: `${token} closed`, status: "CLOSED", createdAt: new Date(Date.now() + 1000) });
    const res = await body(await t.request("GET", `/api/admin/requests?q=${token}`, { cookie: admin.cookie }));
    expect(res).toMatchObject({ total: 3, page: 1, pageSize: 20, hasNext: false, hasPrev: false });
    expect(res.data).toEqual([
      { id: closed.id, title: closed.title, facility: closed.facility, status: "CLOSED", country: "DE", createdAt: closed.createdAt.toISOString() },
      expect.objectContaining({ id: expired.id, status: "CLOSED" }),
      expect.objectContaining({ id: older.id, status: "OPEN" }),
    ]);
    const paged = await body(await t.request("GET", `/api/admin/requests?q=${token}&pageSize=2&page=2`, { cookie: admin.cookie }));
    expect(paged).toMatchObject({ total: 3, hasNext: false, hasPrev: true });
    expect((paged.data as { id: string }[]).map((r) => r.id)).toEqual([older.id]);
  });

  it("lists all applications with request and provider, newest first, paged", async () => {
    const provider = await make.provider(t);
    const tender = await make.request(t);
    const a1 = await make.application(t, { tenderId: tender.id, providerId: provider.id, pricePerCt: 20.5, currency: "GBP", note: "hi", createdAt: new Date(Date.now() + 5_000) });
    const other = await make.provider(t);
    const a2 = await make.application(t, { tenderId: tender.id, providerId: other.id, pricePerCt: 9, status: "AWARDED", createdAt: new Date(Date.now() + 10_000) });
    const res = await body(await t.request("GET", "/api/admin/applications?pageSize=100", { cookie: admin.cookie }));
    const rows = res.data as { id: string; createdAt: string }[];
    const mine = rows.filter((r) => r.id === a1.id || r.id === a2.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: a2.id,
        pricePerCt: 9,
        currency: "EUR",
        status: "AWARDED",
        provider: { id: other.id, name: other.name, slug: other.slug },
      }),
      {
        id: a1.id,
        pricePerCt: 20.5,
        currency: "GBP",
        note: "hi",
        status: "SUBMITTED",
        createdAt: a1.createdAt.toISOString(),
        tender: { id: tender.id, title: tender.title, facility: tender.facility, country: "DE", status: "OPEN" },
        provider: { id: provider.id, name: provider.name, slug: provider.slug },
      },
    ]);
    const dates = rows.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const awarded = await body(await t.request("GET", "/api/admin/applications?status=AWARDED&pageSize=100", { cookie: admin.cookie }));
    expect((awarded.data as { status: string }[]).every((r) => r.status === "AWARDED")).toBe(true);
    expect((await t.request("GET", "/api/admin/applications?status=LOST", { cookie: admin.cookie })).status).toBe(400);
  });
});
