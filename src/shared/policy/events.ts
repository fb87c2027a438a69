import { isRequestOwner } from "./applications";
import { type Actor, isProviderUser } from "./roles";

/**
 * What of a request's Activity an actor may read: "all" (the owning organisation's members, admins), "provider"
 * (a telerad user with a provider: its own provider's application only), or null (403).
 */
export function activityScope(actor: Actor, request: { organisationId: string | null }): "all" | "provider" | null {
  if (isRequestOwner(actor, request)) return "all";
  if (isProviderUser(actor)) return "provider";
  return null;
}

/**
 * Whose e-mail a viewer may see beside an event: the owner and admins see every actor's; a provider's
 * user sees only its own provider's users (the events it reads are its application's), never a
 * hospital user's or an admin's: those show as their role.
 */
export function actorEmailShown(scope: "all" | "provider", actorRole: string | null): boolean {
  return scope === "all" || actorRole === "telerad";
}
