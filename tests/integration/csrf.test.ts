import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * RFC 8058 one-click unsubscribe, which mail clients POST without an Origin: its signed token is the
 * authority (tests/integration/unsubscribe.test.ts).
 */
const ONE_CLICK = "POST /api/unsubscribe";

/** Every state-changing route the app serves, its own and the auth endpoints, read from its router. */
function stateChangingRoutes(): { method: string; path: string }[] {
  const routes = t.app.routes
    .filter((r) => r.path.startsWith("/api/") && ["POST", "PUT", "PATCH", "DELETE"].includes(r.method))
    .filter((r) => `${r.method} ${r.path}` !== ONE_CLICK)
    .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, randomUUID()) }));
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

/** Sends exactly the given headers (the harness would add the app's own Origin). */
const send = (method: string, path: string, headers: Record<string, string>) =>
  Promise.resolve(
    t.app.request(path, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9", ...headers },
      body: method === "GET" ? undefined : "{}",
    }),
  );

const REFUSED: [string, Record<string, string>][] = [
  ["a foreign origin", { origin: "https://evil.example" }],
  ["the null origin", { origin: "null" }],
  ["the same host on another port", { origin: "http://localhost:4000" }],
  ["another scheme on the same host", { origin: "https://localhost:3999" }],
  ["no Origin and no Sec-Fetch-Site", {}],
  ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
  ["no Origin, Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
];

describe("cross-origin writes", () => {
  it("covers every state-changing route, the auth endpoints included, but one-click unsubscribe", () => {
    const paths = stateChangingRoutes().map((r) => r.path);
    expect(paths.length).toBeGreaterThanOrEqual(29);
    expect(t.app.routes.some((r) => `${r.method} ${r.path}` === ONE_CLICK)).toBe(true);
    expect(paths).toContain("/api/auth/change-password");
  });

  for (const [what, headers] of REFUSED) {
    it(`refuses ${what} on every state-changing route with 403`, async () => {
      const { cookie } = await make.signedInAs(t, "admin");
      for (const { method, path } of stateChangingRoutes()) {
        const res = await send(method, path, { ...headers, cookie });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await res.json()).error).toEqual({ code: "FORBIDDEN", message: "Cross-origin request refused" });
      }
    });
  }

  it("a forged close leaves the hospital's request open; the app's own origin closes it", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const created = await t.request("POST", "/api/requests", {
      cookie: hospital.cookie,
      body: { title: "CSRF target", facility: "St. Forge", country: "DE", description: "Night CT reads", modalities: ["CT"], tatRequirement: "1-4h" },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    for (const [, headers] of REFUSED) expect((await send("POST", `/api/requests/${id}/close`, { ...headers, cookie: hospital.cookie })).status).toBe(403);
    expect((await (await t.request("GET", `/api/requests/${id}`, { cookie: hospital.cookie })).json()).status).toBe("OPEN");

    const sameOrigin = await send("POST", `/api/requests/${id}/close`, { "sec-fetch-site": "same-origin", cookie: hospital.cookie });
    expect(sameOrigin.status).toBe(200);
    expect((await (await t.request("GET", `/api/requests/${id}`, { cookie: hospital.cookie })).json()).status).toBe("CLOSED");
    expect((await send("POST", `/api/requests/${id}/reopen`, { origin: "http://localhost:3999", cookie: hospital.cookie })).status).toBe(200);
  });

  it("leaves reads alone: a GET from anywhere is answered", async () => {
    const res = await send("GET", "/api/providers", { origin: "https://evil.example" });
    expect(res.status).toBe(200);
  });
});
