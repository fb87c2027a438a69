/** PostgreSQL SQLSTATEs that mean the connection or the server is gone, not that the query was wrong. */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  // ALTER DATABASE ... ALLOW_CONNECTIONS false, as during maintenance (SQLSTATE 55000, which other errors share).
  /^database ".*" is not currently accepting connections$/,
];

/**
 * The error, among `error` and the errors it wraps (drizzle and better-auth keep the driver's error as
 * `cause`), that says the database could not be reached or dropped the connection.
 */
export function connectionErrorIn(error: unknown): (Error & { code?: string }) | undefined {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (code.startsWith("08") || SQLSTATES.has(code) || SOCKET_CODES.has(code))) return e as Error;
    if (typeof message === "string" && MESSAGES.some((m) => m.test(message))) return e as Error;
    pending.push(cause);
    // net.connect to a name with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return undefined;
}

export const isConnectionError = (error: unknown): boolean => connectionErrorIn(error) !== undefined;
