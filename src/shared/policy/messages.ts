import type { ContractSide } from "./contracts";
import { can, isMemberOf, ORGANISATION_MESSAGES } from "./organisations";
import type { Actor, Refusal } from "./roles";
import { signedInRefusal } from "./roles";

/**
 * Private threads (issue 30 §6, PRODUCT.md #36): one per application (from its submission) and one per contract,
 * between the hospital organisation and the provider. Every member of either reads; Viewers do not write; no other
 * bidder ever reads; an admin reads only after stating a reason, which the history keeps.
 */

export const THREAD_SUBJECTS = ["application", "contract"] as const;
export type ThreadSubject = (typeof THREAD_SUBJECTS)[number];

export const MESSAGE_MAX_CHARS = 4000;
export const ATTACHMENTS_MAX = 3;
/** How long an admin's stated reason opens a thread to them. */
export const ADMIN_ACCESS_MS = 60 * 60 * 1000;

export const MESSAGE_MESSAGES = {
  threadNotFound: "Conversation not found",
  readNotAllowed: "Only the two organisations of this conversation can read it",
  adminReasonNeeded: "State why you need to read this conversation first",
  adminCannotWrite: "Admins read conversations but do not write in them",
  bodyRequired: "Write a message",
  bodyTooLong: `Messages must be at most ${MESSAGE_MAX_CHARS} characters`,
  tooManyAttachments: `Attach at most ${ATTACHMENTS_MAX} files`,
  attachmentTooLarge: "Each attachment must be at most 10 MB",
  attachmentWrongType: "Attachments must be PDF, PNG or JPEG files",
  reasonRequired: "Give the reason you need to read this conversation (at least 10 characters)",
  reasonTooLong: "The reason must be at most 500 characters",
  attachmentNotFound: "Attachment not found",
} as const;

/** The two organisations of a thread: the request's (or contract's) hospital organisation and the provider. */
export interface ThreadParties {
  hospitalOrganisationId: string | null;
  providerId: string;
}

/** The side the actor reads and writes for (its active organisation), or null. */
export function threadSide(actor: Pick<Actor, "organisation">, t: ThreadParties): ContractSide | null {
  const m = actor.organisation;
  if (m?.kind === "hospital" && t.hospitalOrganisationId && m.id === t.hospitalOrganisationId) return "hospital";
  if (m?.kind === "provider" && m.id === t.providerId) return "provider";
  return null;
}

const organisationOf = (t: ThreadParties, side: ContractSide) => (side === "hospital" ? t.hospitalOrganisationId : t.providerId);

/** Who reads a thread as a party: a member of either organisation, whatever the role. Admins go through `adminReadRefusal`. */
export function threadReadRefusal(actor: Actor, t: ThreadParties): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  const side = threadSide(actor, t);
  return side && isMemberOf(actor, organisationOf(t, side)) ? null : { status: 403, message: MESSAGE_MESSAGES.readNotAllowed };
}

/** Who writes: a member of either organisation whose role may (not a Viewer); never an admin. */
export function threadWriteRefusal(actor: Actor, t: ThreadParties): Refusal {
  if (actor.role === "admin") return signedInRefusal(actor) ?? { status: 403, message: MESSAGE_MESSAGES.adminCannotWrite };
  const read = threadReadRefusal(actor, t);
  if (read) return read;
  const side = threadSide(actor, t) as ContractSide;
  return can(actor, "message.write", organisationOf(t, side)) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
}
