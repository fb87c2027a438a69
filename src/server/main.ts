import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfNeeded } from "./db/seed/demo";
import { createLogger } from "./logger";
import { closeServices, createServices } from "./services";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const services = await createServices(config, logger);
  const seeded = await seedDemoIfNeeded(services, config.seedDemo ?? !config.databaseUrl);
  services.mailer.start();
  services.rates.start();

  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "0.0.0.0" }, (info) => {
    const lines = [
      "",
      `  RadBridge is running at ${config.appUrl} (port ${info.port}, ${services.database.kind})`,
    ];
    if (seeded.demo) {
      lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
      for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.email}`);
    }
    lines.push("");
    console.log(lines.join("\n"));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await closeServices(services);
      logger.info("stopped");
      process.exit(0);
    });
    // idle keep-alive connections would otherwise hold the server open
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
