import type { ApplicationStatus } from "@/shared/policy/applications";
import { type NewEvent, snapshotOf } from "../events/record";
import type { ApplicationRow } from "./repo";

type Subject = Pick<ApplicationRow, "id" | "tenderId" | "providerId">;

const about = (a: Subject) => ({ entityType: "application", entityId: a.id, requestId: a.tenderId, providerId: a.providerId }) as const;

/** "Application submitted", with the bid as it was made. */
export function submittedEvent(row: ApplicationRow): NewEvent {
  const { status, pricePerCt, currency, note, pricesByModality, turnaroundCommitment, earliestStart } = row;
  return {
    ...about(row),
    action: "submitted",
    changes: snapshotOf({ status, pricePerCt: Number(pricePerCt), currency, note, pricesByModality, turnaroundCommitment, earliestStart }, "after"),
  };
}

/** A status change; moving to WITHDRAWN is the provider's "withdrawn". */
export function statusEvent(a: Subject, before: ApplicationStatus, after: ApplicationStatus): NewEvent {
  return { ...about(a), action: after === "WITHDRAWN" ? "withdrawn" : "status_changed", changes: { status: { before, after } } };
}

/** The hospital's quality score for a bid (null: back to the default). */
export function qualityEvent(a: Subject, before: number | null, after: number | null): NewEvent {
  return { ...about(a), action: "quality_scored", changes: { qualityScore: { before, after } } };
}
