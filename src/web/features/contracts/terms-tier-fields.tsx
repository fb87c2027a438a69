import { CONTRACT_MODALITIES } from "@/shared/contracts/contracts";
import { tierLabel } from "@/shared/policy/contracts";
import { TURNAROUND_VALUES } from "@/shared/reference/turnaround";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { forecastRows, usedTiers } from "./terms-form";
import type { TermsForm } from "./terms-line-fields";

const CREDIT_HINT = "Leave both percentages empty for no service credit.";

/** For each tier the lines use: the turnaround commitment, and the service credit below an on-time share. */
export function TierFields({ form }: { form: TermsForm }) {
  const rows = usedTiers(form.watch("lines"));
  const errors = form.formState.errors.tiers;
  if (rows.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Turnaround commitments and service credits</legend>
      <p className="text-sm text-muted-foreground">
        A service credit gives the hospital a percentage of the tier's fees for a month in which fewer studies than the threshold were reported within
        the commitment. {CREDIT_HINT}
      </p>
      {rows.map((i) => {
        const e = errors?.[i];
        const id = (name: string) => `tier-${i}-${name}`;
        const label = tierLabel(TURNAROUND_VALUES[i]);
        return (
          <fieldset key={i} className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium">{label}</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={id("commitment")}>Commitment</Label>
              <div className="flex gap-2">
                <Input
                  {...fieldProps(id("commitment"), e?.commitment?.message)}
                  inputMode="decimal"
                  className="w-24"
                  autoComplete="off"
                  {...form.register(`tiers.${i}.commitment`)}
                />
                <NativeSelect aria-label={`Unit of the ${label} commitment`} className="w-28" {...form.register(`tiers.${i}.unit`)}>
                  <option value="minutes">minutes</option>
                  <option value="hours">hours</option>
                </NativeSelect>
              </div>
              {e?.commitment?.message && (
                <p id={`${id("commitment")}-error`} role="alert" className="text-sm text-destructive">
                  {e.commitment.message}
                </p>
              )}
            </div>
            <Field id={id("below")} label="Credit below (% on time)" error={e?.creditBelow?.message}>
              <Input {...fieldProps(id("below"), e?.creditBelow?.message)} inputMode="decimal" autoComplete="off" {...form.register(`tiers.${i}.creditBelow`)} />
            </Field>
            <Field id={id("credit")} label="Credit (% of the tier's fees)" error={e?.credit?.message}>
              <Input {...fieldProps(id("credit"), e?.credit?.message)} inputMode="decimal" autoComplete="off" {...form.register(`tiers.${i}.credit`)} />
            </Field>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The studies per month the hospital expects, for each modality of the lines. */
export function ForecastFields({ form }: { form: TermsForm }) {
  const rows = forecastRows(form.watch("lines"), form.watch("forecast"));
  const errors = form.formState.errors.forecast;
  if (rows.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Monthly forecast</legend>
      <p className="text-sm text-muted-foreground">Studies per month the hospital expects to send (optional; leave empty for none).</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((i) => {
          const id = `forecast-${i}`;
          const error = errors?.[i]?.message;
          return (
            <Field key={i} id={id} label={`${CONTRACT_MODALITIES[i]} studies per month`} error={error}>
              <Input {...fieldProps(id, error)} type="number" inputMode="numeric" min={0} step={1} {...form.register(`forecast.${i}`)} />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
