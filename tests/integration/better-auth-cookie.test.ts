import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "@/server/db/schema";
import { verifiedToken } from "@/server/modules/auth/session";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * The app reads better-auth's session cookie itself (decision 0016) and forwards to its endpoints: it is pinned to the
 * version it was written against (issue 34), and these tests fail when an upgrade changes what the app relies on.
 */
describe("better-auth, as the app relies on it", () => {
  it("is pinned to one exact version, the one installed", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"));
    expect(pkg.dependencies["better-auth"]).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("better-auth")), "../package.json"), "utf8"));
    expect(installed.version).toBe(pkg.dependencies["better-auth"]);
  });

  it("signs the session cookie as `token.base64(HMAC-SHA256(token, secret))`, httpOnly, Lax, for the whole site", async () => {
    const me = await make.account(t, { role: "basic" });
    const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email: me.email, password: me.password }, ip: make.uniqueIp() });
    const header = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(header).toBeDefined();
    const attributes = header!.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax"]));
    const value = decodeURIComponent(header!.split(";")[0]!.slice("better-auth.session_token=".length));
    const [token, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
    expect(signature).toBe(createHmac("sha256", t.services.config.authSecret).update(token).digest("base64"));
    expect(verifiedToken(value, t.services.config.authSecret)).toBe(token);
    const [row] = await t.services.database.db.select({ userId: session.userId }).from(session).where(eq(session.token, token));
    expect(row?.userId).toBe(me.userId);
  });

  it("a cookie signed with another secret, or altered, is no session", async () => {
    const me = await make.signedInAs(t, "basic");
    const value = decodeURIComponent(me.cookie.split("=").slice(1).join("="));
    const token = value.slice(0, value.lastIndexOf("."));
    const forged = `${token}.${createHmac("sha256", "another-secret-another-secret-another-1").update(token).digest("base64")}`;
    expect(verifiedToken(forged, t.services.config.authSecret)).toBeNull();
    expect((await t.request("GET", "/api/me", { cookie: `better-auth.session_token=${encodeURIComponent(forged)}` })).status).toBe(401);
    expect((await t.request("GET", "/api/me", { cookie: me.cookie })).status).toBe(200);
  });
});
