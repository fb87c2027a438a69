import type { Role } from "@/shared/policy/roles";
import type { Db, Tx } from "@/server/db/client";
import { type NewEvent, recordEvent, snapshotOf } from "../events/record";
import { actorForUser } from "./profile-repo";

/** "Signed up": the account as it was created. */
export function signedUpEvent(userId: string, account: { email: string; name: string | null; role: Role; providerId: string | null }): NewEvent {
  return { entityType: "user", entityId: userId, action: "signed_up", changes: snapshotOf(account, "after") };
}

/** A password changed or reset by the user itself: the user, with its role now, is the actor. */
export async function recordUserEvent(db: Db | Tx, userId: string, action: "password_changed" | "password_reset"): Promise<void> {
  await recordEvent(db, await actorForUser(db, userId), { entityType: "user", entityId: userId, action });
}
