import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/logger";
import { closeServices, createServices } from "../src/server/services";
import { startMailCatcher } from "../tests/support/mail-catcher";
import { freePort } from "../tests/support/free-port";
import { createDatabase } from "../tests/integration/harness";

/**
 * The built app served from this test's own process, on a database of its own (an empty PostgreSQL database on
 * E2E_DATABASE_URL's server when CI gives one, else embedded), with a real
 * SMTP peer and its periodic jobs not started: the test runs them with a clock it controls
 * (`services.jobs.runOnce(name, { now })`). The mail loop runs as in production.
 */
export async function startOwnServer() {
  const catcher = await startMailCatcher();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const database = process.env.E2E_DATABASE_URL ? await createDatabase(process.env.E2E_DATABASE_URL) : undefined;
  const config = loadConfig({
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: path.join(os.tmpdir(), `rb-e2e-own-${randomUUID()}`),
    AUTH_SECRET: "e2e-own-server-secret-e2e-own-server-secret",
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
    RATES_URL: "off",
    RATE_LIMIT_MAX: "1000",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const services = await createServices(config, createLogger("warn", false), { memory: !database });
  services.mailer.start(100);
  const server = serve({ fetch: createApp(services).fetch, port, hostname: "127.0.0.1" });
  return {
    base,
    services,
    catcher,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await closeServices(services);
      await database?.drop();
      await catcher.close();
    },
  };
}
