import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";
import type { Services } from "./context";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfNeeded } from "./db/seed/demo";
import type { Logger } from "./logger";
import { closeServices, createServices } from "./services";

/** A process that lived this long before it exited was not crash-looping: its replacement starts at once. */
const STABLE_MS = 30_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** Each process finishes its requests within 10 s (main.ts); this is the primary's own limit. */
const STOP_TIMEOUT_MS = 15_000;

/** WEB_CONCURRENCY, unless the database is the embedded one, which only one process can open. */
export function processesToRun(config: Config, logger: Logger): number {
  if (config.webConcurrency > 1 && !config.databaseUrl) {
    logger.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded database runs in one process; set DATABASE_URL to run several`,
    );
    return 1;
  }
  return config.webConcurrency;
}

/** Opens, migrates and (when asked) seeds the database with demo data: what happens once, whatever the number of processes. */
export async function prepare(config: Config, logger: Logger): Promise<{ services: Services; demo: boolean }> {
  const services = await createServices(config, logger);
  const { demo } = await seedDemoIfNeeded(services, config.seedDemo ?? !config.databaseUrl);
  return { services, demo };
}

export function banner(o: { appUrl: string; port: number; kind: string; processes: number; demo: boolean }): string {
  const processes = o.processes === 1 ? "1 process" : `${o.processes} processes`;
  const lines = ["", `  RadBridge is running at ${o.appUrl} (port ${o.port}, ${o.kind}, ${processes})`];
  if (o.demo) {
    lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) {
      const team = a.team ? `${a.team.role} of ${a.team.of === "provider" ? "its provider" : "its hospital organisation"}` : "";
      lines.push(`    ${a.role.padEnd(9)} ${team ? `${a.email.padEnd(22)} ${team}` : a.email}`);
    }
  }
  lines.push("");
  return lines.join("\n");
}

/**
 * The primary of `processes` server processes sharing the port: prepares the database once, forks the
 * processes (main.ts run again, as cluster workers), replaces one that dies, and stops them all on
 * SIGTERM or SIGINT. It serves nothing and keeps no database connection itself.
 */
export async function superviseWorkers(config: Config, logger: Logger, processes: number): Promise<void> {
  const { services, demo } = await prepare(config, logger);
  await closeServices(services);

  const bornAt = new Map<Worker, number>();
  const pending = new Set<NodeJS.Timeout>();
  let listening = 0;
  let started = false;
  let stopping = false;
  let failed = false;
  let retryMs = 0;

  const fork = () => bornAt.set(cluster.fork(), Date.now());

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down: stopping every server process");
    for (const timer of pending) clearTimeout(timer);
    for (const worker of bornAt.keys()) worker.process.kill("SIGTERM");
    if (bornAt.size === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => {
      logger.error("server processes still running after the stop timeout; killing them");
      for (const worker of bornAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on("listening", (_worker, address) => {
    if (started || ++listening < processes) return;
    started = true;
    console.log(banner({ appUrl: config.appUrl, port: address.port, kind: "postgres", processes, demo }));
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    const exit = { worker: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) failed = true;
      if (bornAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!started) {
      // As a single process that cannot start (port taken, database unreachable): stop, do not retry for ever.
      logger.error(exit, "a server process exited while starting; stopping");
      failed = true;
      stop("a server process failed to start");
      return;
    }
    retryMs = lived >= STABLE_MS ? 0 : Math.min(Math.max(retryMs * 2, FIRST_RETRY_MS), MAX_RETRY_MS);
    logger.warn({ ...exit, restartInMs: retryMs }, "a server process exited; starting another");
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, retryMs);
    pending.add(timer);
  });

  for (let i = 0; i < processes; i++) fork();
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
