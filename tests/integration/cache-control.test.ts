import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("Cache-Control on API answers", () => {
  it("private answers are never stored: profile, board, admin lists, auth, errors", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const admin = await make.signedInAs(t, "admin");
    const answers = [
      await t.request("GET", "/api/me", { cookie: hospital.cookie }),
      await t.request("GET", "/api/requests", { cookie: hospital.cookie }),
      await t.request("GET", "/api/requests"),
      await t.request("GET", "/api/admin/profiles", { cookie: admin.cookie }),
      await t.request("GET", "/api/admin/stats", { cookie: admin.cookie }),
      await t.request("POST", "/api/auth/sign-in/email", { body: { email: hospital.email, password: hospital.password } }),
      await t.request("GET", "/api/me"),
      await t.request("GET", "/api/nothing-here"),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), res.url).toBe("no-store");
  });

  it("the public directory may be kept but is revalidated", async () => {
    const provider = await make.provider(t);
    for (const path of ["/api/providers", "/api/providers/verified", "/api/providers/featured", `/api/providers/${provider.slug}`, "/api/openapi.json"]) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("public, no-cache");
    }
    expect((await t.request("GET", "/api/providers/no-such-provider")).headers.get("cache-control")).toBe("no-store");
  });
});
