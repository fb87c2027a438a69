import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

export const CLIENT_IP_HEADER = "x-radbridge-client-ip";

/**
 * Sets the header better-auth keys its rate limits on, from the socket address;
 * a value sent by the client is replaced. Without a socket (in-process tests),
 * X-Forwarded-For is used.
 */
export const clientIp: MiddlewareHandler = async (c, next) => {
  let ip: string | undefined;
  try {
    ip = getConnInfo(c).remote.address;
  } catch {
    ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  }
  c.req.raw.headers.set(CLIENT_IP_HEADER, ip || "unknown");
  await next();
};
