import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { type CompareEntry, QualityScoreInput } from "@/shared/contracts/application-compare";
import { SCORING_MESSAGES } from "@/shared/policy/scoring";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { applicationQueries, refreshAfterApplicationChange, setQualityScore } from "./api";

/** The hospital's 0-10 quality score for a bid, with Save and a reset to the default from the provider's rating. */
export function QualityScoreField({ entry, requestId }: { entry: CompareEntry; requestId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(entry.qualityScore));
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
          (default from rating)
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
