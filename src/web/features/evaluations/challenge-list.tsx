import { type FormEvent, useState } from "react";
import type { Challenge } from "@/shared/contracts/evaluations";
import { CHALLENGE_MAX, EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { dateTimeText, personText, slugId } from "./format";

/**
 * The challenges of an award decision with their answers; `answer` (for those who lead the evaluation) adds an
 * answer form under each unanswered one. `own` words it for the challenging bidder.
 */
export function ChallengeList({
  challenges,
  label,
  own = false,
  answer,
}: {
  challenges: readonly Challenge[];
  label: string;
  own?: boolean;
  answer?: { pending: boolean; run: (challengeId: string, text: string, done: () => void) => void };
}) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {challenges.map((c) => (
        <li key={c.id} className="grid gap-2 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{own ? "Your challenge" : `Challenge by ${c.providerName}`}</span>
            <span className="text-xs text-muted-foreground">{dateTimeText(c.lodgedAt)}</span>
            <Badge variant={c.answer === null ? "warning" : "success"}>{c.answer === null ? "Waiting for an answer" : "Answered"}</Badge>
          </div>
          <p className="whitespace-pre-line break-words">{c.text}</p>
          {c.answer !== null && (
            <div className="grid gap-1 rounded-md bg-muted/40 p-2">
              <p className="text-xs text-muted-foreground">
                Answer{c.answeredBy ? ` by ${personText(c.answeredBy)}` : own ? " by the hospital" : ""}
                {c.answeredAt ? `, ${dateTimeText(c.answeredAt)}` : ""}
              </p>
              <p className="whitespace-pre-line break-words">{c.answer}</p>
            </div>
          )}
          {c.answer === null && answer && <AnswerForm challenge={c} pending={answer.pending} run={answer.run} />}
        </li>
      ))}
    </ul>
  );
}

function AnswerForm({ challenge, pending, run }: { challenge: Challenge; pending: boolean; run: (challengeId: string, text: string, done: () => void) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const id = slugId("answer", challenge.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const answer = text.trim();
    const problem = !answer ? M.answerRequired : answer.length > CHALLENGE_MAX ? M.challengeTooLong : undefined;
    setError(problem);
    if (!problem) run(challenge.id, answer, () => setText(""));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Field id={id} label={`Your answer to ${challenge.providerName}`} error={error}>
        <Textarea {...fieldProps(id, error)} rows={3} maxLength={CHALLENGE_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Sending..." : "Send answer"}
        </Button>
      </div>
    </form>
  );
}
