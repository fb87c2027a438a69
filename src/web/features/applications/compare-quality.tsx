import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Link } from "@tanstack/react-router";
import { type CompareEntry, type Comparison, QualityScoreInput } from "@/shared/contracts/application-compare";
import { qualityScoreRefusal } from "@/shared/policy/evaluations";
import { SCORING_MESSAGES } from "@/shared/policy/scoring";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { applicationQueries, refreshAfterApplicationChange, setQualityScore } from "./api";

/**
 * A bid's quality score on Compare (issue 33 §7): on a request evaluated by a panel, its consensus and rationale (set on
 * the evaluation); otherwise the hospital's own score, asked for while the bid has none (no reviews, no score).
 */
export function QualityCell({ entry, request }: { entry: CompareEntry; request: Comparison["request"] }) {
  if (!qualityScoreRefusal(entry.application, request.panel)) return <QualityScoreField key={`${entry.application.id}:${entry.qualityScore}:${entry.qualityScoreIsDefault}`} entry={entry} requestId={request.id} />;
  return (
    <div className="grid gap-1">
      {entry.qualityScore === null ? (
        <span className="text-muted-foreground">Awaiting the panel's consensus</span>
      ) : (
        <span>
          <span className="text-lg font-semibold">{entry.qualityScore.toFixed(1)}</span>
          <span className="text-muted-foreground"> / 10, the panel's consensus</span>
        </span>
      )}
      {entry.qualityRationale && <p className="whitespace-pre-line break-words text-xs text-muted-foreground">{entry.qualityRationale}</p>}
      <Link to="/requests/$id" params={{ id: request.id }} hash="evaluation" className="w-fit text-xs text-primary hover:underline">
        Open the evaluation
      </Link>
    </div>
  );
}

/** The hospital's 0-10 quality score for a bid, with Save and a reset to the default from the provider's rating. */
function QualityScoreField({ entry, requestId }: { entry: CompareEntry; requestId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(entry.qualityScore === null ? "" : String(entry.qualityScore));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (score: number | null) => setQualityScore(entry.application.id, score),
    onSuccess: (comparison, score) => {
      queryClient.setQueryData(applicationQueries.compare(requestId).queryKey, comparison);
      toast.success(score === null ? "Quality score reset to default" : "Quality score saved");
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to save the quality score")),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = QualityScoreInput.safeParse({ qualityScore: value.trim() === "" ? Number.NaN : Number(value) });
    if (!parsed.success || parsed.data.qualityScore === null) {
      setError(SCORING_MESSAGES.qualityScore);
      return;
    }
    setError(null);
    save.mutate(parsed.data.qualityScore);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <label htmlFor={id} className="sr-only">
        Quality score for {entry.provider.name}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : entry.qualityScoreIsDefault ? `${id}-default` : undefined}
          placeholder={entry.qualityScore === null ? "0–10" : undefined}
          className="w-20"
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending} aria-label={`Save quality score for ${entry.provider.name}`}>
          Save
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      {entry.qualityScoreIsDefault ? (
        <p id={`${id}-default`} className="text-xs text-muted-foreground">
          {entry.qualityScore === null ? "No quality score yet: enter one from 0 to 10 to rank this bid." : "(default from rating)"}
        </p>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="link"
          className="h-auto w-fit px-0"
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
          aria-label={`Reset to default quality score for ${entry.provider.name}`}
        >
          Reset to default
        </Button>
      )}
    </form>
  );
}
