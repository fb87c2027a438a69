import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { CHALLENGE_MAX, EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { useAuth } from "@/web/lib/use-auth";
import { challengeDecision, evaluationQueries, refreshAfterEvaluation } from "./api";

const ID = "challenge-text";
const HINT = `The hospital must answer it before the contract is concluded. Up to ${CHALLENGE_MAX} characters.`;

/** A losing bidder's challenge of the award decision, while the standstill runs. */
export function ChallengeForm({ requestId, decisionId }: { requestId: string; decisionId: string }) {
  const client = useQueryClient();
  const { viewer } = useAuth();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const lodge = useMutation({
    mutationFn: (body: string) => challengeDecision(decisionId, body),
    onSuccess: (standstill) => {
      client.setQueryData(evaluationQueries.standstill(requestId, viewer).queryKey, standstill);
      toast.success("Challenge sent to the hospital");
      setText("");
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to send the challenge")),
    onSettled: () => refreshAfterEvaluation(client),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    const problem = !body ? M.challengeRequired : body.length > CHALLENGE_MAX ? M.challengeTooLong : undefined;
    setError(problem);
    if (!problem) lodge.mutate(body);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="challenge-form-title" className="grid gap-2 border-t pt-4">
      <h4 id="challenge-form-title" className="font-medium">
        Challenge the decision
      </h4>
      <Field id={ID} label="Your challenge" error={error} hint={HINT}>
        <Textarea {...fieldProps(ID, error, HINT)} rows={4} maxLength={CHALLENGE_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div>
        <Button type="submit" disabled={lodge.isPending}>
          {lodge.isPending ? "Sending..." : "Challenge the decision"}
        </Button>
      </div>
    </form>
  );
}
