import type { MiddlewareHandler } from "hono";
import { Forbidden } from "../errors";
import { isKeyCall } from "./key-routes";
import { isOneClickUnsubscribe } from "./one-click";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery defence for every state-changing /api route: the browser's
 * `Origin` must be the app's own; without one, `Sec-Fetch-Site` must say same-origin.
 * A request carrying neither (a foreign page cannot send one without them) is refused too,
 * so scripts and API clients send `Origin: APP_URL`. Calls with an API key (key-routes.ts) need none: a browser
 * cannot send another site's `Authorization` header without a CORS preflight, which this server never grants.
 */
export function sameOriginWrites(appUrl: string): MiddlewareHandler {
  const own = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isOneClickUnsubscribe(c) || isKeyCall(c)) return next();
    const origin = c.req.header("origin");
    const allowed = origin !== undefined ? origin === own : c.req.header("sec-fetch-site") === "same-origin";
    if (!allowed) throw new Forbidden("Cross-origin request refused");
    return next();
  };
}
