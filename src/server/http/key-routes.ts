import type { Context } from "hono";

/** The only routes an organisation's API key opens (scope studies:write): recording a contract's studies. */
const KEY_ROUTES = [/^\/api\/contracts\/[^/]+\/studies$/, /^\/api\/contracts\/[^/]+\/studies\/file$/, /^\/api\/contracts\/[^/]+\/studies\/fhir$/];

/** A write to a key route that carries `Authorization`: authenticated by its key, not by a session. */
export const isKeyCall = (c: Context) =>
  c.req.method === "POST" && c.req.header("authorization") !== undefined && KEY_ROUTES.some((r) => r.test(c.req.path));
