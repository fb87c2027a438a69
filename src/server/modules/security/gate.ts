import { createMiddleware } from "hono/factory";
import { twoFactorSetupRefusal } from "@/shared/policy/security";
import type { AppEnv } from "../../context";
import { enforce } from "../../errors";

/** What a user who must set up two-factor may still reach: who they are, their sessions, and the service's own pages. */
const OPEN = [/^\/api\/me$/, /^\/api\/me\/sessions(\/|$)/, /^\/api\/health$/, /^\/api\/openapi\.json$/, /^\/api\/docs$/];

/**
 * An admin, or a member of an organisation that requires two-factor, without it is refused everything else until it is
 * set up (issue 34 §1); the two-factor endpoints themselves are under /api/auth, which this does not guard.
 */
export const twoFactorGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!OPEN.some((path) => path.test(c.req.path))) enforce(twoFactorSetupRefusal(c.get("actor")));
  await next();
});
