/**
 * Serves the built app for the browser tests, as `npm start` does, on a fresh
 * embedded database with demo data, and with a real SMTP peer that stores every
 * message it receives under .tmp/e2e-<port>/mail (see support.ts waitForMail).
 * E2E_DATABASE_URL (CI sets it, see .ci/run): an empty PostgreSQL database instead, which serves the two browsers
 * with less of the two cores than the embedded engine in the server's own thread (docs/testing.md).
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { startMailCatcher } from "../tests/support/mail-catcher";

const port = process.env.E2E_PORT ?? "3100";
const root = path.resolve(import.meta.dirname, `../.tmp/e2e-${port}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });

const catcher = await startMailCatcher({ dir: path.join(root, "mail") });
process.env.PORT = port;
process.env.APP_URL = `http://localhost:${port}`;
process.env.DATA_DIR = path.join(root, "data");
process.env.SEED_DEMO = "true";
process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.port}`;
process.env.RATE_LIMIT_MAX = "1000";
process.env.LOG_LEVEL = "warn";
process.env.NODE_ENV = "production";
// No internet here: conversions use the dated snapshot a new database starts with.
process.env.RATES_URL = "off";
if (process.env.E2E_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  process.env.AUTH_SECRET = "radbridge-e2e-secret-radbridge-e2e-secret";
}

/**
 * A real local OpenID Connect provider standing in for LinkedIn (see e2e/linkedin.spec.ts).
 * Each authorization is a new member with a verified e-mail, unless the authorization
 * request carries `login_hint=<e-mail>` (a test adds it to choose the member).
 */
const linkedIn = new OAuth2Server();
await linkedIn.issuer.keys.generate("RS256");
await linkedIn.start(0, "127.0.0.1");
const members = new Map<string, { sub: string; email: string; name: string }>();
linkedIn.service.on("beforeAuthorizeRedirect", ({ url }, req) => {
  const code = url.searchParams.get("code");
  if (!code) return;
  const id = randomUUID().slice(0, 8);
  const hint = typeof req.query.login_hint === "string" ? req.query.login_hint : undefined;
  members.set(code, { sub: hint ? `li-${hint}` : `li-${randomUUID()}`, email: hint ?? `linkedin-${id}@example.test`, name: `Lina Member ${id}` });
});
linkedIn.service.on("beforeTokenSigning", (token, req) => {
  const member = members.get((req.body as { code?: string } | undefined)?.code ?? "");
  if (member) Object.assign(token.payload, { ...member, email_verified: true });
});
process.env.LINKEDIN_CLIENT_ID = "radbridge-e2e";
process.env.LINKEDIN_CLIENT_SECRET = "radbridge-e2e-secret";
process.env.LINKEDIN_ISSUER = linkedIn.issuer.url as string;
await import("../src/server/main");
