import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

export const CLIENT_IP_HEADER = "x-radbridge-client-ip";

/**
 * The client's address: the socket's, or, behind `hops` reverse proxies (TRUST_PROXY_HOPS), the address the
 * outermost one saw, which is that many entries from the end of X-Forwarded-For (each proxy appends what it saw;
 * entries before it come from the client and are not trusted). With no proxy trusted the header is ignored.
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, hops: number): string | undefined {
  if (hops === 0) return socket;
  const entries = (forwardedFor ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : socket;
}

/** The peer's address; undefined for a request with no socket (one handed to the app in process). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Sets the header better-auth keys its rate limits on; a value sent by the client is replaced. A request
 * without a socket follows the same rule, with no socket address to fall back on: with TRUST_PROXY_HOPS=0
 * its X-Forwarded-For is ignored too, and all such requests share one "unknown" address.
 */
export function clientIp(trustProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const ip = clientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustProxyHops);
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip || "unknown");
    await next();
  };
}
