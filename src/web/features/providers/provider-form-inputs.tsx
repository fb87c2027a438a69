import { Controller, type FieldError, get, type Path, useFormContext, useFormState, useWatch } from "react-hook-form";
import { COUNTRIES } from "@/shared/reference/countries";
import { CheckboxGroup } from "@/web/components/checkbox-group";
import { CountrySelect } from "@/web/components/country-select";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { LIST_FIELD_OPTIONS } from "./list-field-options";
import type { ProviderFormValues } from "./provider-form-values";

type Name = Path<ProviderFormValues>;

/** An input's id: "pf-" and its field's path (pf-caseStudies.0.title). */
const inputId = (name: string) => `pf-${name}`;

function useFieldError(name: Name): string | undefined {
  const { errors } = useFormState<ProviderFormValues>({ name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

interface TextOptions {
  type?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: "numeric" | "decimal";
}

export function TextField({ name, label, type = "text", hint, placeholder, inputMode }: { name: Name; label: string } & TextOptions) {
  const { register } = useFormContext<ProviderFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={inputId(name)} label={label} error={error} hint={hint}>
      <Input {...fieldProps(inputId(name), error, hint)} type={type} inputMode={inputMode} placeholder={placeholder} {...register(name)} />
    </Field>
  );
}

export function AreaField({ name, label, rows }: { name: Name; label: string; rows: number }) {
  const { register } = useFormContext<ProviderFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={inputId(name)} label={label} error={error}>
      <Textarea {...fieldProps(inputId(name), error)} rows={rows} {...register(name)} />
    </Field>
  );
}

export function CountryField({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<ProviderFormValues>();
  const selected = useWatch<ProviderFormValues>({ name });
  const error = useFieldError(name);
  return (
    <Field id={inputId(name)} label={label} error={error}>
      <CountrySelect
        {...fieldProps(inputId(name), error)}
        {...register(name)}
        countries={COUNTRIES}
        emptyLabel="Select a country"
        selected={typeof selected === "string" ? selected : undefined}
      />
    </Field>
  );
}

export function ChecksField({ name, legend, filterable }: { name: keyof typeof LIST_FIELD_OPTIONS; legend: string; filterable?: boolean }) {
  const error = useFieldError(name);
  return (
    <Controller<ProviderFormValues, typeof name>
      name={name}
      render={({ field }) => (
        <CheckboxGroup id={inputId(name)} legend={legend} options={LIST_FIELD_OPTIONS[name]} value={field.value} onChange={field.onChange} error={error} filterable={filterable} />
      )}
    />
  );
}

export function FlagField({ name, label, className = "flex items-center gap-2", labelClassName }: { name: "verified" | "pinned" | "regenerateSlug"; label: string; className?: string; labelClassName?: string }) {
  return (
    <Controller<ProviderFormValues, typeof name>
      name={name}
      render={({ field }) => (
        <div className={className}>
          <Checkbox id={inputId(name)} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
          <Label htmlFor={inputId(name)} className={labelClassName}>
            {label}
          </Label>
        </div>
      )}
    />
  );
}
