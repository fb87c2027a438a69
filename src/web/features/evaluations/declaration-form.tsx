import { type FormEvent, useState } from "react";
import type { Evaluation } from "@/shared/contracts/evaluations";
import { EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { declareInterests } from "./api";
import { slugId } from "./format";
import { useEvaluationWrite } from "./use-evaluation-write";

type Choice = { conflict?: boolean; note: string };
const CHOOSE = "Choose No conflict or Conflict";

/** A panel member's declarations for the bidders they have not declared for yet, sent together and final. */
export function DeclarationForm({ evaluation }: { evaluation: Evaluation }) {
  const bidders = evaluation.you.toDeclare;
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useEvaluationWrite(
    evaluation.requestId,
    (rows: { providerId: string; conflict: boolean; note?: string }[]) => declareInterests(evaluation.requestId, rows),
    { success: "Declarations submitted", failure: "Failed to submit the declarations" },
  );
  const choose = (providerId: string, change: Partial<Choice>) =>
    setChoices((c) => ({ ...c, [providerId]: { conflict: c[providerId]?.conflict, note: c[providerId]?.note ?? "", ...change } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    for (const b of bidders) {
      const c = choices[b.providerId];
      if (c?.conflict === undefined) problems[b.providerId] = CHOOSE;
      else if (c.conflict && !c.note.trim()) problems[b.providerId] = M.conflictNoteRequired;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    send.mutate(
      bidders.map((b) => {
        const c = choices[b.providerId]!;
        return c.conflict ? { providerId: b.providerId, conflict: true, note: c.note.trim() } : { providerId: b.providerId, conflict: false };
      }),
    );
  };

  return (
    <section aria-labelledby="evaluation-declare-title" className="grid gap-3 rounded-md border border-warning/60 bg-warning/5 p-4">
      <h3 id="evaluation-declare-title" className="font-semibold">
        Declare conflicts of interest
      </h3>
      <p className="text-sm">
        {evaluation.you.seesBids
          ? "A new bidder has applied: declare for it before you score its bid."
          : "The bids are hidden until you declare, for every bidder, whether you have a conflict of interest."}{" "}
        A bid you declare a conflict with stays hidden from you. Declarations are final.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {bidders.map((b) => {
          const id = slugId("declare", b.providerId);
          const c = choices[b.providerId];
          const error = errors[b.providerId];
          return (
            <fieldset key={b.providerId} className="grid gap-2 rounded-md border bg-background p-3" aria-describedby={error && c?.conflict === undefined ? `${id}-error` : undefined}>
              <legend id={`${id}-legend`} className="px-1 text-sm font-medium">
                {b.providerName}
              </legend>
              <RadioGroup
                aria-labelledby={`${id}-legend`}
                value={c?.conflict === undefined ? "" : c.conflict ? "conflict" : "none"}
                onValueChange={(v) => choose(b.providerId, { conflict: v === "conflict" })}
                className="flex flex-wrap gap-4"
              >
                {(["none", "conflict"] as const).map((v) => (
                  <div key={v} className="flex items-center gap-2">
                    <RadioGroupItem value={v} id={`${id}-${v}`} />
                    <Label htmlFor={`${id}-${v}`} className="font-normal">
                      {v === "none" ? "No conflict" : "Conflict"}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
              {c?.conflict ? (
                <Field id={`${id}-note`} label={`Describe the conflict with ${b.providerName}`} error={error}>
                  <Textarea {...fieldProps(`${id}-note`, error)} rows={2} maxLength={2000} value={c.note} onChange={(e) => choose(b.providerId, { note: e.target.value })} />
                </Field>
              ) : (
                error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )
              )}
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Submitting..." : "Submit declarations"}
          </Button>
        </div>
      </form>
    </section>
  );
}
