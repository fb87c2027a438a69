import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

let t: TestApp;
type Operation = { operationId?: string; security?: object[]; tags?: string[]; responses: Record<string, unknown> };
let doc: { paths: Record<string, Record<string, Operation>>; servers: object[]; components: { securitySchemes: Record<string, object> } };
let dir: string;
beforeAll(async () => {
  // The document as a deployment serves it (its URL is the server's, its cookie the https one).
  t = await startTestApp({ APP_URL: "https://marketplace.radbridge.test" });
  doc = await (await t.request("GET", "/api/openapi.json")).json();
  // Inside the project, so the generated client resolves openapi-fetch and TypeScript from node_modules.
  fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
  dir = fs.mkdtempSync(path.join(root, ".tmp/api-client-"));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const operations = () => Object.entries(doc.paths).flatMap(([route, item]) => Object.entries(item).map(([method, op]) => ({ route, method, op })));

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules with no error, and no warning but the redirect-only endpoints'", () => {
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(doc));
    const lint = spawnSync(bin("redocly"), ["lint", file, "--format=json", "--extends=recommended"], { encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf("{"))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    // The LinkedIn callback and the mailed reset link answer only with redirects (302), never 2xx.
    expect(report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}`)).toEqual([
      "operation-2xx-response at #/paths/~1api~1auth~1callback~1{id}/get/responses",
      "operation-2xx-response at #/paths/~1api~1auth~1reset-password~1{token}/get/responses",
    ]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 2 });
  });

  it("names every operation, tags it and says whether it needs the session cookie", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(70);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter(({ op }) => !op.tags?.length || !op.security)).toEqual([]);
    expect(doc.servers).toEqual([{ url: "https://marketplace.radbridge.test", description: "This deployment" }]);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "__Secure-better-auth.session_token" });
    const byId = Object.fromEntries(ops.map(({ op }) => [op.operationId, op]));
    expect(byId.getMe!.security).toEqual([{ session: [] }]);
    expect(byId.searchRequests!.security).toEqual([{}, { session: [] }]);
    expect(byId.signIn!.security).toEqual([]);
    // Machine clients record studies with an organisation's API key (issue 31), as a bearer token.
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(byId.recordStudies!.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(byId.uploadStudies!.security).toEqual([{ apiKey: [] }, { session: [] }]);
  });

  it("describes the auth endpoints the web app uses", () => {
    for (const route of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/sign-in/social", "/api/auth/sign-out", "/api/auth/request-password-reset", "/api/auth/reset-password"]) {
      expect(doc.paths[route]?.post, route).toBeDefined();
    }
  });

  it("is true to the server: operations that need a session answer 401 without one", async () => {
    const id = "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10";
    const gets = operations().filter(({ method, route, op }) => method === "get" && !route.startsWith("/api/auth/") && JSON.stringify(op.security) === '[{"session":[]}]');
    expect(gets.length).toBeGreaterThan(15);
    for (const { route } of gets) {
      const res = await t.request("GET", route.replace(/\{[^}]+\}/g, id), { headers: { origin: "" } });
      expect(res.status, route).toBe(401);
    }
  });
});

describe("a TypeScript client generated from it", () => {
  it("type-checks calls (and refuses wrong ones), then makes them against the server", async () => {
    fs.writeFileSync(path.join(dir, "schema.ts"), astToString(await openapiTS(doc as never)));
    const { email, password } = await make.account(t, { role: "hospital" });
    const calls = fs.readFileSync(path.join(import.meta.dirname, "api-client/calls.ts.txt"), "utf8").replace("{{email}}", email).replace("{{password}}", password);
    fs.writeFileSync(path.join(dir, "calls.ts"), calls);
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", lib: ["ES2022", "DOM"], skipLibCheck: true, types: [] }, include: ["*.ts"] }),
    );
    const tsc = spawnSync(bin("tsc"), ["-p", dir], { encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);

    const { exercise } = await import(path.join(dir, "calls.ts"));
    const result = await exercise(t.services.config.appUrl, (request: Request) => Promise.resolve(t.app.request(request)), t.services.config.appUrl);
    expect(result).toMatchObject({ signedInAs: email, role: "hospital", refusedStatus: 400, signedOut: true });
    expect(result.savedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.message).toBeTruthy();
    expect(Array.isArray(result.names)).toBe(true);
  });
});
