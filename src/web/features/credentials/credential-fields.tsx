import type { UseFormReturn } from "react-hook-form";
import { CREDENTIAL_TYPES } from "@/shared/policy/credentials";
import { COUNTRIES } from "@/shared/reference";
import { CountrySelect } from "@/web/components/country-select";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { fileHint } from "./format";

/** The form's values: strings as the inputs hold them, and the file input's files. */
export type CredentialValues = {
  type: string;
  country: string;
  region: string;
  number: string;
  issuingBody: string;
  validFrom: string;
  expiresOn: string;
  document?: FileList;
};
export type TextName = Exclude<keyof CredentialValues, "document" | "type" | "country">;
type Form = UseFormReturn<CredentialValues>;

/** Selects marked invalid get the inputs' red border. */
const errorOf = (form: Form, name: keyof CredentialValues) => form.formState.errors[name]?.message;

/** One text or date input with its label, hint and error. */
export function TextField({ form, prefix, name, label, type = "text", hint }: { form: Form; prefix: string; name: TextName; label: string; type?: "text" | "date"; hint?: string }) {
  const id = `${prefix}-${name}`;
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input type={type} {...fieldProps(id, error, hint)} {...form.register(name)} />
    </Field>
  );
}

/** The type and the country of the jurisdiction, as selects. */
export function KindFields({ form, prefix }: { form: Form; prefix: string }) {
  const typeError = errorOf(form, "type");
  const countryError = errorOf(form, "country");
  return (
    <>
      <Field id={`${prefix}-type`} label="Type" error={typeError}>
        <NativeSelect {...fieldProps(`${prefix}-type`, typeError)} {...form.register("type")}>
          <option value="">Choose a type</option>
          {Object.entries(CREDENTIAL_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${prefix}-country`} label="Country" error={countryError}>
        <CountrySelect
          {...fieldProps(`${prefix}-country`, countryError)}
          {...form.register("country")}
          countries={COUNTRIES}
          emptyLabel="Choose a country"
          selected={form.watch("country")}
        />
      </Field>
    </>
  );
}

/** The document's file input: a hint about the chosen file, but the server decides from its bytes. */
export function DocumentField({ form, prefix, current }: { form: Form; prefix: string; current?: string }) {
  const id = `${prefix}-document`;
  const files = form.watch("document");
  const chosen = files?.[0];
  const error = errorOf(form, "document");
  const base = current ? `PDF, PNG or JPEG, at most 10 MB. Leave empty to keep ${current}.` : "PDF, PNG or JPEG, at most 10 MB.";
  const hint = (chosen && fileHint(chosen)) ?? base;
  return (
    <Field id={id} label="Document" error={error} hint={hint}>
      <Input
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
        {...fieldProps(id, error, hint)}
        {...form.register("document")}
      />
    </Field>
  );
}
