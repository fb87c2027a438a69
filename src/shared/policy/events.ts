import { isRequestOwner } from "./applications";
import { type Actor, isProviderUser, type Refusal, signedInRefusal } from "./roles";

/** Refused a request's Activity (shown as EVENT_MESSAGES.notAllowed in the contract). */
export const ACTIVITY_NOT_ALLOWED = "Unauthorized: Only the owning hospital, an admin or an applicant may see this activity";

/**
 * What of a request's Activity an actor may read: "all" (the owning organisation's members, admins), "provider"
 * (a telerad user with a provider: its own provider's application only), or null (403).
 */
export function activityScope(actor: Actor, request: { organisationId: string | null }): "all" | "provider" | null {
  if (isRequestOwner(actor, request)) return "all";
  if (isProviderUser(actor)) return "provider";
  return null;
}

/** Reading a request's Activity: a signed-in actor (401) with a scope there (403). */
export const activityRefusal = (actor: Actor, request: { organisationId: string | null }): Refusal =>
  signedInRefusal(actor) ?? (activityScope(actor, request) ? null : { status: 403, message: ACTIVITY_NOT_ALLOWED });

/**
 * Whose e-mail a viewer may see beside an event: the owner and admins see every actor's; a provider's
 * user sees only its own provider's users (the events it reads are its application's), never a
 * hospital user's or an admin's: those show as their role.
 */
export function actorEmailShown(scope: "all" | "provider", actorRole: string | null): boolean {
  return scope === "all" || actorRole === "telerad";
}
