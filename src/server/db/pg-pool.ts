import pg from "pg";

/** How long a request waits for a connection (a new one, or a free one of a busy pool) before it fails. */
export const CONNECTION_TIMEOUT_MS = 5000;

export interface ConnectionLossLogger {
  warn(details: object, message: string): void;
}

const consoleLogger: ConnectionLossLogger = { warn: (details, message) => console.warn(message, details) };

/**
 * A node-postgres pool that outlives its connections: when PostgreSQL restarts, fails over or ends a
 * backend, the dead connections are logged and dropped, and the next query opens a new one.
 */
export function createPgPool(url: string, opts: { max?: number; logger?: ConnectionLossLogger } = {}): pg.Pool {
  const logger = opts.logger ?? consoleLogger;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    application_name: "radbridge",
    keepAlive: true,
  });
  // A client emits `error` when its backend goes away. The pool listens only while the client is idle
  // (and then re-emits on the pool); nothing listens while it is checked out, as in a drizzle
  // transaction between two queries. An `error` nobody listens to ends the process, so every client
  // gets a listener of its own for its whole life; the query in flight, if any, fails by itself.
  pool.on("connect", (client) => {
    let reported = false;
    client.on("error", (err) => {
      if (!reported) logger.warn({ error: err.message, code: (err as { code?: string }).code }, "database connection lost");
      reported = true;
    });
  });
  // Already logged by the client's own listener above; the pool has removed the client.
  pool.on("error", () => {});
  return pool;
}
