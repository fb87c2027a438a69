import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { type Organisation, OrganisationInput } from "@/shared/contracts/organisations";
import { COUNTRIES } from "@/shared/reference/countries";
import { errorMessage, FieldsError } from "@/web/api/client";
import { CountrySelect } from "@/web/components/country-select";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";

type Values = { name: string; country: string; websiteUrl: string; contactEmail: string };
const FIELDS = ["name", "country", "websiteUrl", "contactEmail"] as const;
// The schema reads the optional fields as anything (empty text becomes null): the form holds them as text.
const resolver = zodResolver(OrganisationInput) as Resolver<Values, unknown, OrganisationInput>;

const valuesOf = (o?: Organisation | null): Values => ({ name: o?.name ?? "", country: o?.country ?? "", websiteUrl: o?.websiteUrl ?? "", contactEmail: o?.contactEmail ?? "" });

/**
 * A hospital organisation's profile: name, country, website and contact e-mail, checked with the server's schema.
 * `onSubmit` throws the server's refusal; field errors go beside their fields, anything else to a toast.
 */
export function OrganisationForm({
  organisation,
  submitLabel,
  pendingLabel,
  failure,
  onSubmit,
}: {
  organisation?: Organisation | null;
  submitLabel: string;
  pendingLabel: string;
  failure: string;
  onSubmit: (values: OrganisationInput) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, OrganisationInput>({ resolver, values: valuesOf(organisation), resetOptions: { keepDirtyValues: true } });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch("country");

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof FieldsError) {
        for (const field of FIELDS) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
      }
      toast.error(errorMessage(error, failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id="org-name" label="Organisation name" error={errors.name?.message}>
          <Input {...fieldProps("org-name", errors.name?.message)} autoComplete="organization" maxLength={240} {...form.register("name")} />
        </Field>
      </div>
      <Field id="org-country" label="Country" error={errors.country?.message}>
        <CountrySelect
          {...fieldProps("org-country", errors.country?.message)}
          countries={COUNTRIES}
          emptyLabel="Select a country"
          selected={country}
          autoComplete="country"
          {...form.register("country")}
        />
      </Field>
      <Field id="org-website" label="Website (optional)" error={errors.websiteUrl?.message}>
        <Input {...fieldProps("org-website", errors.websiteUrl?.message)} type="url" inputMode="url" placeholder="https://" autoComplete="url" {...form.register("websiteUrl")} />
      </Field>
      <div className="sm:col-span-2">
        <Field id="org-contact" label="Contact e-mail (optional)" error={errors.contactEmail?.message}>
          <Input {...fieldProps("org-contact", errors.contactEmail?.message)} type="email" autoComplete="email" placeholder="radiology@hospital.example" {...form.register("contactEmail")} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
