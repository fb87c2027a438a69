import type { UseFormReturn } from "react-hook-form";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { formatNumber } from "@/web/lib/utils";
import type { RequestFormValues } from "./request-logic";
import { WEIGHT_KEYS, WEIGHT_LABELS } from "@/web/lib/tender-text";
import { volumeSum, volumeTextProblem, weightsProblem, weightTotal } from "./request-terms";

type RequestForm = UseFormReturn<RequestFormValues>;

const idOf = (modality: string) => `rq-vol-${modality.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The optional monthly volume of each selected modality (PRODUCT.md #22). */
export function VolumeByModalityFields({ form, modalities }: { form: RequestForm; modalities: string[] }) {
  const volumes = form.watch("volumesByModality");
  const errors = form.formState.errors.volumesByModality;
  if (modalities.length === 0) return null;
  return (
    <fieldset className="grid gap-3" aria-describedby="rq-volumes-hint">
      <legend className="mb-1 text-sm font-medium">Monthly volume by modality (optional)</legend>
      <p id="rq-volumes-hint" className="text-xs text-muted-foreground">
        When you give any, the expected volume per month is their sum.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {modalities.map((m) => {
          const error = volumeTextProblem(m, volumes[m]) ?? errors?.[m]?.message;
          return (
            <Field key={m} id={idOf(m)} label={`${m} studies per month`} error={error}>
              <Input {...fieldProps(idOf(m), error)} type="number" inputMode="numeric" min={0} step={1} {...form.register(`volumesByModality.${m}`)} />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Expected Volume per Month: typed by hand, or the read-only sum of the volumes by modality when any is given. */
export function TotalVolumeField({ form, modalities }: { form: RequestForm; modalities: string[] }) {
  const error = form.formState.errors.volumesPerMonth?.message;
  const sum = volumeSum(form.watch("volumesByModality"), modalities);
  const describedBy = [error ? "rq-volume-error" : "rq-volume-unit", sum !== null && "rq-volume-derived"].filter(Boolean).join(" ");
  return (
    <Field id="rq-volume" label="Expected Volume per Month *" error={sum === null ? error : undefined}>
      <div className="flex items-center gap-2">
        {sum === null ? (
          <Input
            {...fieldProps("rq-volume", error)}
            aria-describedby={describedBy}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="max-w-48"
            {...form.register("volumesPerMonth")}
          />
        ) : (
          <Input id="rq-volume" aria-describedby={describedBy} readOnly value={formatNumber(sum)} className="max-w-48 bg-muted" />
        )}
        <span id="rq-volume-unit" className="text-sm text-muted-foreground">
          cases/month
        </span>
      </div>
      {sum !== null && (
        <p id="rq-volume-derived" className="text-xs text-muted-foreground">
          The sum of the volumes by modality; change those to change it.
        </p>
      )}
    </Field>
  );
}

/** Evaluation weights: Price, Turnaround and Quality, whole percentages that add up to 100. */
export function WeightsFields({ form }: { form: RequestForm }) {
  const texts = form.watch("weights");
  const problem = weightsProblem(texts) ?? form.formState.errors.weights?.message;
  const describedBy = problem ? "rq-weights-sum rq-weights-error" : "rq-weights-sum";
  return (
    <fieldset className="grid gap-3" aria-describedby="rq-weights-hint">
      <legend className="mb-1 text-sm font-medium">Evaluation weights</legend>
      <p id="rq-weights-hint" className="text-xs text-muted-foreground">
        How applications are scored. Providers see these before they apply.
      </p>
      <div className="grid grid-cols-3 gap-3 sm:max-w-md">
        {WEIGHT_KEYS.map((k) => (
          <div key={k} className="grid gap-1.5">
            <Label htmlFor={`rq-weight-${k}`}>{WEIGHT_LABELS[k]} weight</Label>
            <div className="flex items-center gap-1.5">
              <Input
                id={`rq-weight-${k}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                {...form.register(`weights.${k}`)}
              />
              <span aria-hidden="true" className="text-sm text-muted-foreground">
                %
              </span>
            </div>
          </div>
        ))}
      </div>
      <p id="rq-weights-sum" className="text-sm" aria-live="polite">
        Total: <span className="font-medium">{weightTotal(texts)}&nbsp;%</span>
      </p>
      {problem && (
        <p id="rq-weights-error" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
