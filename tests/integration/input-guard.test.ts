import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

/** The guard in front of every /api route: control characters, nesting, malformed and non-JSON bodies. */

let t: TestApp;
let hospital: string;
let telerad: string;
const request = { title: "Guarded", facility: "F", country: "DE", description: "D", modalities: ["CT"], tatRequirement: "1-4h" };

beforeAll(async () => {
  t = await startTestApp();
  hospital = (await make.signedInAs(t, "hospital")).cookie;
  telerad = (await make.signedInAs(t, "telerad")).cookie;
});
afterAll(() => t.close());

async function send(method: string, url: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const res = await t.request(method, url, opts);
  const body = await res.json();
  return { status: res.status, message: body.error?.message as string | undefined, body };
}

describe("control characters", () => {
  it("are refused in any JSON field, naming its path", async () => {
    expect(await send("POST", "/api/requests", { cookie: hospital, body: { ...request, title: "a\u0000b" } })).toMatchObject({
      status: 400,
      message: "title: must not contain control characters",
    });
    const nested = await send("PATCH", "/api/provider/me", { cookie: telerad, body: { caseStudies: [{ title: "x\u0007", description: "d", outcome: "o" }] } });
    expect(nested).toMatchObject({ status: 400, message: "caseStudies.0.title: must not contain control characters" });
    expect(nested.body.error.code).toBe("BAD_REQUEST");
    expect((await send("PATCH", "/api/me", { cookie: hospital, body: { name: "N\u007f" } })).message).toBe("name: must not contain control characters");
    expect((await send("POST", "/api/requests", { cookie: hospital, body: { ...request, "a\u0001b": 1 } })).message).toBe(
      "a\\u0001b: must not contain control characters",
    );
  });

  it("are refused in query parameters, by name, even anonymously and on the auth routes", async () => {
    expect(await send("GET", "/api/providers?query=%00")).toMatchObject({ status: 400, message: "query: must not contain control characters" });
    expect((await send("GET", "/api/requests?q=ok&q=a%1Fb")).message).toBe("q: must not contain control characters");
    expect((await send("GET", "/api/providers?%00=1")).message).toBe("\\u0000: must not contain control characters");
    expect((await send("GET", "/api/auth/get-session?x=%01")).status).toBe(400);
    expect((await send("GET", "/api/providers/%00")).message).toBe("path: must not contain control characters");
  });

  it("leave tab, line feed and carriage return alone", async () => {
    const res = await send("POST", "/api/requests", { cookie: hospital, body: { ...request, description: "line one\r\nline two\tend" } });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe("line one\r\nline two\tend");
  });
});

describe("JSON bodies", () => {
  /** The body's own object and `depth` more inside it. */
  const nested = (depth: number) => `{"name":"N","x":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;

  it("refuses nesting deeper than 20 levels before any route runs", async () => {
    const body = `{"name":"A","email":"${make.uniqueEmail("deep")}","password":"long-enough-1","x":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    expect(await send("POST", "/api/auth/sign-up/email", { body })).toMatchObject({ status: 400, message: "Request body is nested too deeply" });
    expect((await send("PATCH", "/api/me", { cookie: hospital, body: nested(20) })).message).toBe("Request body is nested too deeply");
    expect((await send("PATCH", "/api/me", { cookie: hospital, body: nested(19) })).message).toBe("Unknown field: x");
  });

  it("refuses malformed JSON, JSON that is not an object, and bodies that are not JSON", async () => {
    expect(await send("PATCH", "/api/me", { cookie: hospital, body: '{"name":' })).toMatchObject({ status: 400, message: "Malformed JSON in request body" });
    expect(await send("POST", "/api/auth/sign-in/email", { body: "[1]" })).toMatchObject({ status: 400, message: "Request body must be a JSON object" });
    const form = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: t.services.config.appUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%00b&password=x",
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Request body must be JSON (Content-Type: application/json)" });
  });

  it("hands the body it read to better-auth unchanged", async () => {
    const { email, password } = await make.signedInAs(t, "basic");
    const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password } });
    expect(res.status).toBe(200);
  });
});

describe("auth redirect targets", () => {
  it("are paths or URLs of this site, in the query and in the body", async () => {
    const verify = await t.request("GET", "/api/auth/verify-email?token=T&callbackURL=/auth/sign-in");
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/auth/sign-in?error=INVALID_TOKEN");
    for (const target of ["-1e400", "foo", "https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)"]) {
      const res = await send("GET", `/api/auth/verify-email?token=T&callbackURL=${encodeURIComponent(target)}`);
      expect(res, target).toMatchObject({ status: 400, message: "callbackURL: must be a path on this site" });
    }
    const signUp = await send("POST", "/api/auth/sign-up/email", {
      body: { name: "A", email: make.uniqueEmail("redirect"), password: "long-enough-1", callbackURL: "https://evil.test" },
    });
    expect(signUp).toMatchObject({ status: 400, message: "callbackURL: must be a path on this site" });
    const reset = await send("POST", "/api/auth/request-password-reset", { body: { email: make.uniqueEmail("r"), redirectTo: `${t.services.config.appUrl}/auth/reset-password` } });
    expect(reset.status).toBe(200);
  });
});
