import type { UseFormReturn } from "react-hook-form";
import { BUDGET_CURRENCIES, COUNTRIES, TURNAROUND_OPTIONS, WIZARD_MODALITIES } from "@/shared/reference";
import { CountrySelect } from "@/web/components/country-select";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { tomorrowIso } from "./request-bits";
import { FIELD_STEP, type RequestFormValues } from "./request-logic";
import { TotalVolumeField, VolumeByModalityFields, WeightsFields } from "./request-terms-fields";
import { LicenceRequiredField } from "./request-licence-field";
import { StandstillField } from "./request-standstill-field";
import { InteropFields, OpenDataField } from "./request-interop-fields";

export type RequestForm = UseFormReturn<RequestFormValues>;

const SORTED_COUNTRIES = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));

const required = <span aria-hidden="true" className="text-destructive"> *</span>;

/** Step 1: Basic Details. */
export function BasicFields({ form }: { form: RequestForm }) {
  const e = form.formState.errors;
  return (
    <div className="grid gap-4">
      <Field id="rq-title" label="Request Title *" error={e.title?.message}>
        <Input {...fieldProps("rq-title", e.title?.message)} required placeholder="e.g. Overnight CT coverage" {...form.register("title")} />
      </Field>
      <Field id="rq-facility" label="Hospital/Facility Name *" error={e.facility?.message}>
        <Input {...fieldProps("rq-facility", e.facility?.message)} required autoComplete="organization" {...form.register("facility")} />
      </Field>
      <Field id="rq-country" label="Country *" error={e.country?.message}>
        <CountrySelect
          {...fieldProps("rq-country", e.country?.message)}
          required
          {...form.register("country")}
          countries={SORTED_COUNTRIES}
          emptyLabel="Select a country"
          selected={form.watch("country")}
        />
      </Field>
      <Field id="rq-description" label="Project Description *" error={e.description?.message}>
        <Textarea {...fieldProps("rq-description", e.description?.message)} required rows={5} placeholder="Describe the reading services you need, hours of cover and any special requirements." {...form.register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rq-email" label="Contact Email (optional)" error={e.contactEmail?.message}>
          <Input {...fieldProps("rq-email", e.contactEmail?.message)} type="email" autoComplete="email" {...form.register("contactEmail")} />
        </Field>
        <Field id="rq-website" label="Website (optional)" error={e.websiteUrl?.message}>
          <Input {...fieldProps("rq-website", e.websiteUrl?.message)} type="url" placeholder="https://" {...form.register("websiteUrl")} />
        </Field>
      </div>
    </div>
  );
}

/** Step 2: Scope & Requirements. Extra modalities already on a request stay selectable when editing. */
export function ScopeFields({ form, extraModalities = [] }: { form: RequestForm; extraModalities?: string[] }) {
  const e = form.formState.errors;
  const selected = form.watch("modalities");
  const options = [...WIZARD_MODALITIES, ...extraModalities.filter((m) => !(WIZARD_MODALITIES as readonly string[]).includes(m))];
  const toggle = (m: string, on: boolean) => {
    if (!on) {
      const { [m]: _dropped, ...volumes } = form.getValues("volumesByModality");
      form.setValue("volumesByModality", volumes, { shouldDirty: true });
    }
    form.setValue("modalities", on ? [...selected, m] : selected.filter((x) => x !== m), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3" aria-describedby={e.modalities ? "rq-modalities-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">
          Required Modalities{required}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {options.map((m) => (
            <div key={m} className="flex items-center gap-2">
              <Checkbox id={`rq-mod-${m}`} checked={selected.includes(m)} onCheckedChange={(v) => toggle(m, v === true)} />
              <Label htmlFor={`rq-mod-${m}`} className="font-normal">
                {m}
              </Label>
            </div>
          ))}
        </div>
        {e.modalities && (
          <p id="rq-modalities-error" role="alert" className="text-sm text-destructive">
            {e.modalities.message}
          </p>
        )}
      </fieldset>
      <VolumeByModalityFields form={form} modalities={options.filter((m) => selected.includes(m))} />
      <TotalVolumeField form={form} modalities={selected} />
      <InteropFields form={form} />
    </div>
  );
}

/** Step 3: SLA Requirements, plus the optional budget and response deadline (PRODUCT.md #8). */
export function SlaFields({ form, editing = false }: { form: RequestForm; editing?: boolean }) {
  const e = form.formState.errors;
  const tat = form.watch("tatRequirement");
  const deadlineHint = editing ? "Providers can apply until the end of this day." : "Defaults to one year from today.";
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          Turnaround Time Requirement{required}
        </legend>
        <RadioGroup
          value={tat}
          onValueChange={(v) => form.setValue("tatRequirement", v, { shouldDirty: true })}
          className="grid gap-2 sm:grid-cols-2"
          aria-label="Turnaround Time Requirement"
        >
          {TURNAROUND_OPTIONS.map((o) => (
            <div key={o.value} className="flex items-center gap-2 rounded-md border p-3">
              <RadioGroupItem value={o.value} id={`rq-tat-${o.value}`} />
              <Label htmlFor={`rq-tat-${o.value}`} className="font-normal">
                <span className="font-medium">{o.label}</span> <span className="text-muted-foreground">({o.value})</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
        {e.tatRequirement && (
          <p role="alert" className="text-sm text-destructive">
            {e.tatRequirement.message}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Budget Range (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="rq-budget-min" label="Minimum" error={e.budgetMin?.message}>
            <Input {...fieldProps("rq-budget-min", e.budgetMin?.message)} type="number" min={0} step="0.01" {...form.register("budgetMin")} />
          </Field>
          <Field id="rq-budget-max" label="Maximum" error={e.budgetMax?.message}>
            <Input {...fieldProps("rq-budget-max", e.budgetMax?.message)} type="number" min={0} step="0.01" {...form.register("budgetMax")} />
          </Field>
          <Field id="rq-currency" label="Currency">
            <NativeSelect id="rq-currency" {...form.register("budgetCurrency")}>
              {BUDGET_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </fieldset>
      <WeightsFields form={form} />
      <Field id="rq-deadline" label="Response Deadline (optional)" error={e.deadline?.message} hint={deadlineHint}>
        <Input {...fieldProps("rq-deadline", e.deadline?.message, deadlineHint)} type="date" min={tomorrowIso()} className="max-w-56" {...form.register("deadline")} />
      </Field>
      <LicenceRequiredField form={form} />
      <StandstillField form={form} />
      <OpenDataField form={form} />
    </div>
  );
}

/** Puts the server schema's refusals on their fields (a volume on its modality's box); returns the first refused field. */
export function applyIssues(form: RequestForm, issues: { path: PropertyKey[]; message: string }[]): keyof RequestFormValues | undefined {
  let first: keyof RequestFormValues | undefined;
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "") as keyof RequestFormValues;
    if (!(key in FIELD_STEP)) continue;
    if (key === "volumesByModality" && issue.path[1] !== undefined) form.setError(`volumesByModality.${String(issue.path[1])}`, { message: issue.message });
    else form.setError(key, { message: issue.message });
    first ??= key;
  }
  return first;
}
