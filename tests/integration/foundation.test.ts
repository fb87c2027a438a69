import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("API foundations", () => {
  it("reports health with the database kind", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: t.services.database.kind });
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers unknown API paths with the error shape", async () => {
    const res = await t.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });

  it("publishes the OpenAPI document and a reference page", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/me");
    const page = await t.request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/api/me");
  });

  it("rejects over-large bodies with 413 and malformed JSON with 400", async () => {
    const { cookie } = await make.signedInAs(t, "basic");
    const big = await t.request("PATCH", "/api/me", { cookie, body: { name: "x".repeat(200 * 1024) } });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe("Request body too large");
    const bad = await t.request("PATCH", "/api/me", { cookie, body: "{not json" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("BAD_REQUEST");
  });

  it("rejects unknown fields, wrong types and over-long strings with 400 and changes nothing", async () => {
    const { cookie } = await make.signedInAs(t, "basic");
    for (const body of [{ name: "Ok", role: "admin" }, { name: 42 }, { name: "y".repeat(500) }]) {
      const res = await t.request("PATCH", "/api/me", { cookie, body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
    const me = await (await t.request("GET", "/api/me", { cookie })).json();
    expect(me.profile.name).toBe("Test basic");
    expect(me.profile.role).toBe("basic");
  });

  it("refuses /api/me without a session", async () => {
    const res = await t.request("GET", "/api/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Not authenticated" } });
  });
});
