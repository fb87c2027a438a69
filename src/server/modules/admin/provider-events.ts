import type { EventAction } from "@/shared/contracts/event-actions";
import type { Provider } from "@/shared/contracts/providers";
import { type Changes, type NewEvent, snapshotOf } from "../events/record";
import type { UnlinkedUser } from "./providers-repo";

export const providerEvent = (id: string, action: EventAction<"provider">, changes: Changes): NewEvent => ({
  entityType: "provider",
  entityId: id,
  action,
  providerId: id,
  changes,
});

/** What the history keeps of a provider created ("after") or deleted ("before"): the fields an admin edits. */
export function providerSnapshot(p: Provider, side: "after" | "before"): Changes {
  const { id: _id, caseStudies, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = p;
  return snapshotOf({ ...fields, caseStudies: caseStudies.map((c) => c.title) }, side);
}

/** Users a provider's deletion unlinked: each loses its provider, and a telerad of no other provider goes back to basic. */
export function unlinkedUserEvents(providerId: string, users: UnlinkedUser[]): NewEvent[] {
  return users.map((u) => ({
    entityType: "user",
    entityId: u.userId,
    action: "role_changed",
    changes: {
      ...(u.toBasic ? { role: { before: "telerad", after: "basic" } } : {}),
      providerId: { before: providerId, after: null },
    },
  }));
}
