import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

export const CLIENT_IP_HEADER = "x-radbridge-client-ip";

/**
 * The client's address: the socket's, or, behind `hops` reverse proxies (TRUST_PROXY_HOPS), the address the
 * outermost one saw, which is that many entries from the end of X-Forwarded-For (each proxy appends what it saw;
 * entries before it come from the client and are not trusted).
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, hops: number): string | undefined {
  if (hops === 0) return socket;
  const entries = (forwardedFor ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : socket;
}

/**
 * Sets the header better-auth keys its rate limits on; a value sent by the client is replaced.
 * Without a socket (in-process tests), X-Forwarded-For is used.
 */
export function clientIp(trustProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    let ip: string | undefined;
    try {
      ip = clientAddress(getConnInfo(c).remote.address, c.req.header("x-forwarded-for"), trustProxyHops);
    } catch {
      ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip || "unknown");
    await next();
  };
}
