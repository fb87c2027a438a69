import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { banner, prepare, processesToRun, superviseWorkers } from "./cluster";
import { type Config, ConfigError, loadConfig } from "./config";
import { createLogger, type Logger } from "./logger";
import { closeServices, createServices } from "./services";

async function main() {
  let config: Config;
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
  if (cluster.isWorker) return serveHere(config, logger);
  const processes = processesToRun(config, logger);
  if (processes > 1) return superviseWorkers(config, logger, processes);
  return serveHere(config, logger);
}

/** Serves on this process: the only one, or one of several forked by the primary (which prepared the database). */
async function serveHere(config: Config, logger: Logger) {
  const alone = cluster.isPrimary;
  const { services, demo } = alone ? await prepare(config, logger) : { services: await createServices(config, logger, { prepared: true }), demo: false };
  services.mailer.start();
  services.jobs.start();

  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "0.0.0.0" }, (info) => {
    if (alone) console.log(banner({ appUrl: config.appUrl, port: info.port, kind: services.database.kind, processes: 1, demo }));
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
