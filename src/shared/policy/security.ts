import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import type { Actor, Refusal } from "./roles";

/** Admins must have two-factor; so must members of an organisation whose Owner requires it (issue 34 §1). */
export function twoFactorRequired(actor: Pick<Actor, "role" | "organisation">): boolean {
  return actor.role === "admin" || actor.organisation?.requiresTwoFactor === true;
}

/** A signed-in user who must have two-factor and has not set it up yet may only set it up. */
export function twoFactorSetupRefusal(actor: Actor): Refusal {
  if (!actor.userId || actor.twoFactorEnabled !== false || !twoFactorRequired(actor)) return null;
  return { status: 403, message: SECURITY_MESSAGES.twoFactorRequired };
}

/** The current session is ended by signing out, not from the list of others. */
export function revokeSessionRefusal(target: { current: boolean }): Refusal {
  return target.current ? { status: 409, message: SECURITY_MESSAGES.currentSession } : null;
}

/** An Owner requires two-factor of their organisation only once their own account has it. */
export function requireTwoFactorRefusal(actor: Actor): Refusal {
  return actor.twoFactorEnabled ? null : { status: 409, message: SECURITY_MESSAGES.ownerFirst };
}

/** Whoever must have two-factor cannot turn it off. */
export function keepTwoFactorRefusal(actor: Actor): Refusal {
  return twoFactorRequired(actor) ? { status: 409, message: SECURITY_MESSAGES.mustKeepTwoFactor } : null;
}
