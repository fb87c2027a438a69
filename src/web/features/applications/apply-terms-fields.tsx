import type { UseFormReturn } from "react-hook-form";
import { APPLICATION_CURRENCIES } from "@/shared/reference";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { TurnaroundOptions } from "@/web/components/turnaround-options";
import { type ApplyFormValues, isPriceText } from "./apply-form-logic";

type ApplyForm = UseFormReturn<ApplyFormValues>;

const idOf = (modality: string) => `apply-price-${modality.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** One optional price per modality of the request; an empty box costs the Price per Study (PRODUCT.md #22). */
/** The bid's price: per study, its currency, and per modality (the apply and confirm forms). */
export function PriceFields({ form, modalities, idPrefix }: { form: ApplyForm; modalities: string[]; idPrefix: string }) {
  const errors = form.formState.errors;
  const price = `${idPrefix}-price`;
  const currency = `${idPrefix}-currency`;
  return (
    <>
      <Field id={price} label="Price per Study" error={errors.pricePerCt?.message}>
        <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="e.g. 25.00" {...fieldProps(price, errors.pricePerCt?.message)} {...form.register("pricePerCt")} />
      </Field>
      <Field id={currency} label="Currency" error={errors.currency?.message}>
        <NativeSelect {...fieldProps(currency, errors.currency?.message)} {...form.register("currency")}>
          {APPLICATION_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <ModalityPriceFields form={form} modalities={modalities} />
    </>
  );
}

function ModalityPriceFields({ form, modalities }: { form: ApplyForm; modalities: string[] }) {
  const pricePerCt = form.watch("pricePerCt");
  const errors = form.formState.errors.pricesByModality;
  if (modalities.length === 0) return null;
  const fallback = isPriceText(pricePerCt) ? `${pricePerCt.trim()} (Price per Study)` : "Same as Price per Study";
  return (
    <fieldset className="grid gap-3" aria-describedby="apply-prices-hint">
      <legend className="mb-1 text-sm font-medium">Prices by modality (optional)</legend>
      <p id="apply-prices-hint" className="text-xs text-muted-foreground">
        A modality left empty is priced at the Price per Study.
      </p>
      {modalities.map((m) => {
        const error = errors?.[m]?.message;
        return (
          <Field key={m} id={idOf(m)} label={`${m} price per study`} error={error}>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder={fallback} {...fieldProps(idOf(m), error)} {...form.register(`pricesByModality.${m}`)} />
          </Field>
        );
      })}
    </fieldset>
  );
}

/** Turnaround commitment (required, the request's own by default) and the optional earliest start date. */
export function CommitmentFields({ form, today }: { form: ApplyForm; today: string }) {
  const errors = form.formState.errors;
  const hint = "Optional: the first day you can start reading.";
  return (
    <>
      <Field id="apply-turnaround" label="Turnaround commitment *" error={errors.turnaroundCommitment?.message}>
        <NativeSelect required {...fieldProps("apply-turnaround", errors.turnaroundCommitment?.message)} {...form.register("turnaroundCommitment")}>
          <option value="">Select a turnaround</option>
          <TurnaroundOptions />
        </NativeSelect>
      </Field>
      <Field id="apply-start" label="Earliest start date" error={errors.earliestStart?.message} hint={hint}>
        <Input type="date" min={today} {...fieldProps("apply-start", errors.earliestStart?.message, hint)} {...form.register("earliestStart")} />
      </Field>
    </>
  );
}
