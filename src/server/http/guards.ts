import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { applyRefusal, providerReadRefusal } from "@/shared/policy/applications";
import { providerOwnerRefusal } from "@/shared/policy/organisations";
import { createRefusal } from "@/shared/policy/requests";
import { type Actor, adminRefusal, providerUserRefusal, type Refusal, signedInRefusal } from "@/shared/policy/roles";
import type { AppEnv } from "../context";
import { enforce } from "../errors";

/**
 * Who may call a route, decided by a shared-policy function before the service runs. A guard is
 * route middleware (`middleware: [adminOnly]`), which refuses before the input is validated. Routes
 * that answer a bad input with 400 whoever sends it call `guard.check(c)` first thing in the handler
 * instead. Rules that need the record (the owner of a request...) stay in the service, via `enforce`.
 */
function guard(refusal: (actor: Actor) => Refusal) {
  const check = (c: Context<AppEnv>) => enforce(refusal(c.get("actor")));
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    check(c);
    await next();
  });
  return Object.assign(middleware, { check });
}

/** 401 without a session. */
export const signedIn = guard(signedInRefusal);
/** 401, then 403 'Unauthorized: Admin access required' for any other role. */
export const adminOnly = guard(adminRefusal);
/** 401, then 403 'User not associated with a provider' for a user acting for no provider. */
export const providerMember = guard(providerReadRefusal);
/** As providerMember, then 403 for a member whose role may not bid (a Viewer). */
export const providerBidder = guard(applyRefusal);
/** As providerUser, then 403 for a member who is not the provider's Owner (its profile and credentials). */
export const providerOwner = guard(providerOwnerRefusal);
/** 401, then 403 'User not associated with a provider' for anyone but a telerad user acting for a provider. */
export const providerUser = guard(providerUserRefusal);
/** 401, then 403 'Unauthorized: Admin or Hospital role required'. */
export const requestWriter = guard(createRefusal);
