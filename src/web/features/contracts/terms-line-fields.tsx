import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { TURNAROUND_OPTIONS } from "@/shared/reference/turnaround";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { TurnaroundOptions } from "@/web/components/turnaround-options";
import type { EditorOutput, EditorValues } from "./terms-form";

export type TermsForm = UseFormReturn<EditorValues, unknown, EditorOutput>;

/** The modalities a line may name: the request's first, then the rest (or one flat list when the request gave none). */
export interface ModalityChoices {
  requested: string[];
  others: string[];
}

function ModalityOptions({ choices }: { choices: ModalityChoices }) {
  const options = (list: string[]) =>
    list.map((m) => (
      <option key={m} value={m}>
        {m}
      </option>
    ));
  if (choices.requested.length === 0) return <>{options(choices.others)}</>;
  return (
    <>
      <optgroup label="In the request">{options(choices.requested)}</optgroup>
      <optgroup label="Other modalities">{options(choices.others)}</optgroup>
    </>
  );
}

/** The service lines: a modality at a priority tier for a price per study; at least one. */
export function LineFields({ form, currency, choices }: { form: TermsForm; currency: string; choices: ModalityChoices }) {
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const errors = form.formState.errors.lines;
  const used = new Set(form.watch("lines").map((l) => `${l.modality}|${l.tier}`));
  const add = () => {
    const all = [...choices.requested, ...choices.others];
    const free = TURNAROUND_OPTIONS.map((o) => o.value)
      .flatMap((tier) => all.map((modality) => ({ modality, tier })))
      .find((l) => !used.has(`${l.modality}|${l.tier}`));
    lines.append({ modality: free?.modality ?? all[0] ?? "CT", tier: free?.tier ?? "12-24h", price: "" });
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Service lines</legend>
      <p className="text-sm text-muted-foreground">A price per study for each modality at each priority tier the provider reads.</p>
      {lines.fields.length === 0 && <p className="text-sm text-muted-foreground">No service line yet.</p>}
      <ol className="grid gap-3" aria-label="Service lines">
        {lines.fields.map((line, i) => {
          const e = errors?.[i];
          const id = (name: string) => `line-${i}-${name}`;
          return (
            <li key={line.id} className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_11rem_auto]">
              <Field id={id("modality")} label={`Line ${i + 1}: modality`} error={e?.modality?.message}>
                <NativeSelect {...fieldProps(id("modality"), e?.modality?.message)} {...form.register(`lines.${i}.modality`)}>
                  <ModalityOptions choices={choices} />
                </NativeSelect>
              </Field>
              <Field id={id("tier")} label="Priority tier" error={e?.tier?.message}>
                <NativeSelect {...fieldProps(id("tier"), e?.tier?.message)} {...form.register(`lines.${i}.tier`)}>
                  <TurnaroundOptions />
                </NativeSelect>
              </Field>
              <Field id={id("price")} label={`Price per study (${currency})`} error={e?.price?.message}>
                <Input {...fieldProps(id("price"), e?.price?.message)} inputMode="decimal" placeholder="25.00" autoComplete="off" {...form.register(`lines.${i}.price`)} />
              </Field>
              <Button type="button" variant="ghost" size="sm" className="text-destructive sm:mt-6" onClick={() => lines.remove(i)} aria-label={`Remove line ${i + 1}`}>
                <Trash2 aria-hidden="true" /> <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {errors?.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" /> Add service line
        </Button>
      </div>
    </fieldset>
  );
}
