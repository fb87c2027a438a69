import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ACTION_LABELS, type ApplicationStatus, OWNER_TRANSITIONS } from "@/shared/policy/applications";
import { ApiError } from "@/web/api/client";
import { proposeAward } from "@/web/features/evaluations";
import { queryRoots } from "@/web/lib/query-roots";
import { changeApplicationStatus } from "./api";

/**
 * `propose`: the award is proposed for a second member's approval instead of made (issue 33 §4). `waiting`: no action
 * yet, the place of the award while the page does not know whether awards need approval (shown disabled).
 */
export type OwnerAction = { label: string; status: ApplicationStatus; close?: boolean; propose?: boolean; waiting?: keyof typeof AWARD_WAITING_LABELS };

/** Whether the organisation's awards need approval (`known` once the evaluation answered), and whether a proposal already waits for it (useAwardApproval). */
export type AwardApproval = { known: boolean; failed?: boolean; required: boolean; pending: boolean };

/** The labels of the award's place while its rule is unknown. */
export const AWARD_WAITING_LABELS = { checking: "Checking award approval…", failed: "Award unavailable: approval rules not loaded" } as const;

/**
 * The moves the owner may make from a status (spec §4), plus "Award and close request" (PRODUCT.md #9); none for a
 * member whose role may not decide (an Evaluator or a Viewer: the server refuses them too). Where awards need
 * approval, "Award" is "Propose award", and no award is offered while a proposal waits, nor before the page knows
 * whether awards need approval (issue 55: a disabled placeholder then, not a guess the server may refuse).
 */
export function ownerActionsFor(status: ApplicationStatus, requestStatus: "OPEN" | "CLOSED", canDecide: boolean, approval: AwardApproval): OwnerAction[] {
  const out: OwnerAction[] = [];
  if (!canDecide) return out;
  for (const to of OWNER_TRANSITIONS[status]) {
    if (to === "AWARDED" && !approval.known) {
      const waiting = approval.failed ? "failed" : "checking";
      out.push({ label: AWARD_WAITING_LABELS[waiting], status: to, waiting });
      continue;
    }
    if (to === "AWARDED" && approval.required) {
      if (approval.pending) continue;
      out.push({ label: "Propose award", status: to, propose: true });
      if (requestStatus === "OPEN") out.push({ label: "Propose award and close request", status: to, close: true, propose: true });
      continue;
    }
    out.push({ label: ACTION_LABELS[to] ?? to, status: to });
    if (to === "AWARDED" && requestStatus === "OPEN") out.push({ label: "Award and close request", status: to, close: true });
  }
  return out;
}

/** Makes an owner action: a status change, or the proposal of an award. */
export const runOwnerAction = (applicationId: string, action: OwnerAction): Promise<unknown> =>
  action.propose ? proposeAward(applicationId, action.close ?? false) : changeApplicationStatus(applicationId, action.status, action.close);

/** The toast of a done action. */
export const actionDoneToast = (action: OwnerAction) => (action.propose ? STATUS_CHANGE_TOASTS.proposed : STATUS_CHANGE_TOASTS.success);

/** The toasts of every owner status change, on the applications table and the compare page alike. */
export const STATUS_CHANGE_TOASTS = {
  success: "Application status updated successfully",
  proposed: "Award proposed: a second Owner or Buyer approves it before the bidders are told",
  failure: "Failed to update application status",
} as const;

/**
 * A refused status change: the server's reason (such as a role taken away meanwhile) in the toast, and on a 403 the
 * user's own memberships read again, so the actions the role no longer allows disappear at once.
 */
export function statusChangeFailed(queryClient: QueryClient) {
  return (error: unknown) => {
    // A refusal says why (a role taken away, awards that need approval meanwhile, a proposal already waiting).
    toast.error(error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.message : STATUS_CHANGE_TOASTS.failure);
    if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: queryRoots.me });
  };
}
