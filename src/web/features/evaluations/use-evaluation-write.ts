import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Evaluation } from "@/shared/contracts/evaluations";
import { errorMessage, FieldsError } from "@/web/api/client";
import { useAuth } from "@/web/lib/use-auth";
import { evaluationQueries, refreshAfterEvaluation } from "./api";

/**
 * One write on a request's evaluation: the answer replaces the evaluation shown, a toast says it is done, and the
 * server's refusal is shown as it words it (a field's message to `onFieldError`, when the form has that field).
 * Afterwards the evaluation, the request's bids, Compare and the request are read again.
 */
export function useEvaluationWrite<V>(
  requestId: string,
  run: (value: V) => Promise<Evaluation>,
  messages: { success: string; failure: string },
  options: { onDone?: () => void; onFieldError?: (fields: Record<string, string>) => void } = {},
) {
  const client = useQueryClient();
  const { viewer } = useAuth();
  return useMutation({
    mutationFn: run,
    onSuccess: (evaluation) => {
      client.setQueryData(evaluationQueries.evaluation(requestId, viewer).queryKey, evaluation);
      toast.success(messages.success);
      options.onDone?.();
    },
    onError: (e) => {
      if (e instanceof FieldsError) options.onFieldError?.(e.fields);
      toast.error(errorMessage(e, messages.failure));
    },
    onSettled: () => refreshAfterEvaluation(client),
  });
}
