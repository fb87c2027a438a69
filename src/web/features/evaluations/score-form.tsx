import { type FormEvent, useState } from "react";
import { ConsensusInput, PanelScoreInput } from "@/shared/contracts/evaluations";
import { JUSTIFICATION_MAX } from "@/shared/policy/evaluations";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, Textarea } from "@/web/components/ui/input";
import { slugId } from "./format";

type Kind = "score" | "consensus";

const TEXT = {
  score: { key: "justification", score: "Your score for", text: "Your reasons for", submit: "Submit score", pending: "Submitting..." },
  consensus: { key: "rationale", score: "Consensus score for", text: "Consensus rationale for", submit: "Save consensus", pending: "Saving..." },
} as const;

/**
 * A score of a bid's quality, 0 to 10 with one decimal, and its reasons: a panel member's own score or the consensus.
 * Checked with the server's own schema before it is sent; the server's field messages come back through `errors`.
 */
export function ScoreForm({
  kind,
  applicationId,
  providerName,
  hint,
  pending,
  serverErrors,
  onSubmit,
}: {
  kind: Kind;
  applicationId: string;
  providerName: string;
  hint: string;
  pending: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (score: number, text: string) => void;
}) {
  const t = TEXT[kind];
  const [score, setScore] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const scoreId = slugId(kind, "score", applicationId);
  const textId = slugId(kind, "text", applicationId);
  const hintId = `${scoreId}-form-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { score: score.trim() === "" ? Number.NaN : Number(score), [t.key]: text };
    const parsed = (kind === "score" ? PanelScoreInput : ConsensusInput).safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data.score, text.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${t.score} ${providerName}`} aria-describedby={hintId} className="grid gap-3 rounded-md border bg-muted/30 p-3">
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <Field id={scoreId} label={`${t.score} ${providerName} (0 to 10)`} error={shown.score}>
        <Input
          {...fieldProps(scoreId, shown.score)}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.1}
          className="w-28"
          value={score}
          onChange={(e) => setScore(e.target.value)}
        />
      </Field>
      <Field id={textId} label={`${t.text} ${providerName}`} error={shown[t.key]}>
        <Textarea {...fieldProps(textId, shown[t.key])} rows={3} maxLength={JUSTIFICATION_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t.pending : t.submit}
        </Button>
      </div>
    </form>
  );
}
