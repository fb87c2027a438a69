import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import type { Services } from "@/server/context";
import { createLogger, type Logger } from "@/server/logger";
import { closeServices, createServices } from "@/server/services";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestApp {
  services: Services;
  app: ReturnType<typeof createApp>;
  /** Sends a request as a browser would (JSON body, cookie, client IP). */
  request(method: string, url: string, opts?: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app on a real database: PostgreSQL when TEST_DATABASE_URL is set,
 * otherwise an in-memory PGlite of its own. `logger`: one that a test reads (see `capturingLogger`).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { shareDatabaseOf?: TestApp; ownDatabase?: boolean; embedded?: boolean; logger?: Logger; template?: string } = {},
): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `rb-test-${randomUUID()}`);
  // PGlite apps always have a database of their own; on PostgreSQL, a test that reads a whole table
  // (the mail outbox) asks for one so other test files cannot touch its rows. `embedded`: PGlite even when
  // TEST_DATABASE_URL is set, for a test that must hold on both databases. `template`: the own database starts as a
  // copy of that one (see tests/support/demo-template.ts).
  const ownDatabase = opts.ownDatabase && TEST_DATABASE_URL && !opts.embedded ? await createDatabase(TEST_DATABASE_URL, opts.template) : undefined;
  const databaseUrl = opts.embedded ? undefined : (ownDatabase?.url ?? TEST_DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3999",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    RATE_LIMIT_MAX: "1000",
    // As deployed (compose: Caddy, the one proxy in front): `request` sends the client's address as the
    // X-Forwarded-For entry that proxy appends. Without a socket, TRUST_PROXY_HOPS=0 would ignore it.
    TRUST_PROXY_HOPS: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // A second instance on PostgreSQL opens its own pool; on PGlite it can only share the one embedded database.
  const shared = opts.shareDatabaseOf && !config.databaseUrl ? opts.shareDatabaseOf.services.database : undefined;
  const services = await createServices(config, opts.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? "silent", false), {
    memory: !config.databaseUrl,
    database: shared,
  });
  const app = createApp(services, { serveWeb: false });
  return {
    services,
    app,
    request: (method, url, opts = {}) => {
      const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? "10.0.0.1", origin: config.appUrl, ...opts.headers };
      if (opts.cookie) headers.cookie = opts.cookie;
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers["content-type"] = opts.headers?.["content-type"] ?? "application/json";
        body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
      }
      return Promise.resolve(app.request(url, { method, headers, body }));
    },
    close: async () => {
      if (shared) await services.mailer.stop();
      else await closeServices(services);
      await ownDatabase?.drop();
    },
  };
}

/** A new PostgreSQL database on the server of `url`, empty or a copy of `template`, and a way to drop it. */
export async function createDatabase(url: string, template?: string) {
  const name = `rb_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name,
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Reads the session cookie out of a response's Set-Cookie headers. */
export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const token = cookies.find((c) => c.includes("session_token="));
  if (!token) throw new Error(`no session cookie in ${res.status} response`);
  return token;
}

/** A logger whose lines (at `level` and above) a test reads as parsed JSON, and as written. */
export function capturingLogger(level = "warn") {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}
