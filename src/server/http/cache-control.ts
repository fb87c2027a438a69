import type { MiddlewareHandler } from "hono";

/** API answers are private unless a route marks itself public: nothing is kept by browsers or proxies. */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
};

/** For answers that are the same for everyone (the directory): they may be kept, but are checked again before each use. */
export const publicCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.header("Cache-Control", "public, no-cache");
};
