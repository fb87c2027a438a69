import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/web/lib/use-auth";
import { evaluationQueries } from "./api";

/**
 * Whether an award on the request needs a second member's approval, and which bid's proposal waits for it, as the
 * request's evaluation says (issue 33 §4): the applications table and Compare offer "Propose award" then. `enabled`
 * is false for members who may not award (the evaluation is not read for them). `known` is false until the evaluation
 * has answered (or when it could not be read, `failed`): no award is offered then, since either guess could be refused.
 */
export function useAwardApproval(requestId: string, enabled: boolean) {
  const { viewer } = useAuth();
  const query = useQuery({ ...evaluationQueries.evaluation(requestId, viewer), enabled });
  const evaluation = enabled ? query.data : undefined;
  const pending = evaluation?.decisions.find((d) => d.status === "proposed");
  return {
    known: evaluation !== undefined,
    failed: enabled && query.isError,
    required: evaluation?.approvalRequired ?? false,
    pendingFor: pending?.applicationId ?? null,
    pending: pending !== undefined,
  };
}
