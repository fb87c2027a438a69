import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Provider } from "@/shared/contracts/providers";
import { mayEditProviderField, type ProviderEditor, type ProviderField } from "@/shared/policy/provider-fields";
import { FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { CaseStudiesSection } from "./provider-form-case-studies";
import { BasicsSection, PerformanceSection, ServicesSection } from "./provider-form-sections";
import { formSchemaOf, formValuesOf, type ProviderEndpoint, type ProviderFormValues } from "./provider-form-values";

interface ProviderFormProps {
  /** Who edits: the form shows the fields shared/policy lets this editor change, and sends only those. */
  editor: ProviderEditor;
  /** null to create one. */
  provider: Provider | null;
  /** The schema that validates the body, and the call that sends it. */
  endpoint: ProviderEndpoint;
  onSaved: (saved: Provider) => void | Promise<void>;
  /** The toast's title when the server refuses; its message follows. */
  failure: string;
  submitLabel: string;
  /** Shown under the first section's title. */
  intro?: ReactNode;
  /** The way out; without it the form offers to discard the changes. */
  cancel?: ReactNode;
}

/** One provider form for the admin's create and edit pages and the provider's own /provider/me. */
export function ProviderForm({ editor, provider, endpoint, onSaved, failure, submitLabel, intro, cancel }: ProviderFormProps) {
  const values = useMemo(() => formValuesOf(provider), [provider]);
  const resolver = useMemo(() => zodResolver(formSchemaOf(endpoint.schema, editor)), [endpoint.schema, editor]);
  const form = useForm<ProviderFormValues, unknown, unknown>({ values, resolver });
  const may = (field: ProviderField) => mayEditProviderField(editor, field);
  const rootError = form.formState.errors.root?.message;

  const showServerErrors = (fields: Record<string, string>) => {
    Object.entries(fields).forEach(([field, message], i) => {
      if (field === "_form") form.setError("root", { message });
      else form.setError(field as Path<ProviderFormValues>, { message }, { shouldFocus: i === 0 });
    });
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        await onSaved(await endpoint.save(body));
      } catch (error) {
        if (error instanceof FieldsError) showServerErrors(error.fields);
        toast.error(failure, { description: error instanceof Error ? error.message : undefined });
      }
    },
    () => toast.error("Please correct the highlighted fields"),
  );

  const saving = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        {rootError && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {rootError}
          </p>
        )}
        <BasicsSection may={may} intro={intro} regenerateSlug={may("slug") && provider !== null} />
        <ServicesSection />
        <PerformanceSection may={may} />
        <CaseStudiesSection />
        <div className="flex flex-wrap justify-end gap-2">
          {cancel ?? (
            <Button variant="outline" onClick={() => form.reset(values)} disabled={saving}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? "Saving..." : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
