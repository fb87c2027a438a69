import type { MiddlewareHandler } from "hono";
import { Invalid } from "../errors";

const REDIRECT_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** A path on this site ("/providers", not "//elsewhere") or an absolute URL of it. */
function isOwnUrl(value: unknown, origin: string): boolean {
  if (typeof value !== "string") return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  return URL.canParse(value) && new URL(value).origin === origin;
}

/**
 * better-auth redirects to these fields of the query or the JSON body: one that is neither a path
 * on this site nor a URL of it is refused (better-auth answered 500 for some and followed others
 * off the site).
 */
export function authRedirects(appUrl: string): MiddlewareHandler {
  const origin = new URL(appUrl).origin;
  return async (c, next) => {
    const body = c.req.header("content-type")?.includes("json") && c.req.raw.body ? await c.req.json().catch(() => ({})) : {};
    for (const name of REDIRECT_FIELDS) {
      for (const value of [...c.req.queries(name) ?? [], ...(Object.hasOwn(body, name) ? [body[name]] : [])]) {
        if (!isOwnUrl(value, origin)) throw new Invalid(`${name}: must be a path on this site`);
      }
    }
    await next();
  };
}
