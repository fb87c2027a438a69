import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ACTION_LABELS, type ApplicationStatus, OWNER_TRANSITIONS } from "@/shared/policy/applications";
import { ApiError } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

export type OwnerAction = { label: string; status: ApplicationStatus; close?: boolean };

/**
 * The moves the owner may make from a status (spec §4), plus "Award and close request" (PRODUCT.md #9); none for a
 * member whose role may not decide (an Evaluator or a Viewer: the server refuses them too).
 */
export function ownerActionsFor(status: ApplicationStatus, requestStatus: "OPEN" | "CLOSED", canDecide: boolean): OwnerAction[] {
  const out: OwnerAction[] = [];
  if (!canDecide) return out;
  for (const to of OWNER_TRANSITIONS[status]) {
    out.push({ label: ACTION_LABELS[to] ?? to, status: to });
    if (to === "AWARDED" && requestStatus === "OPEN") out.push({ label: "Award and close request", status: to, close: true });
  }
  return out;
}

/** The toasts of every owner status change, on the applications table and the compare page alike. */
export const STATUS_CHANGE_TOASTS = {
  success: "Application status updated successfully",
  failure: "Failed to update application status",
} as const;

/**
 * A refused status change: the server's reason (such as a role taken away meanwhile) in the toast, and on a 403 the
 * user's own memberships read again, so the actions the role no longer allows disappear at once.
 */
export function statusChangeFailed(queryClient: QueryClient) {
  return (error: unknown) => {
    toast.error(error instanceof ApiError && error.status === 403 ? error.message : STATUS_CHANGE_TOASTS.failure);
    if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: queryRoots.me });
  };
}
