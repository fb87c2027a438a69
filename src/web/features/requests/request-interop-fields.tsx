import type { UseFormReturn } from "react-hook-form";
import { INTEROP_TERM_NAMES, INTEROP_TERMS } from "@/shared/reference/interoperability";
import { Field, fieldProps } from "@/web/components/ui/field";
import { NativeSelect, Textarea } from "@/web/components/ui/input";
import type { RequestFormValues } from "./request-logic";
import { OptionField } from "./request-option-field";

const NOTES_HINT = "PACS and RIS vendors, VPN or gateway details, anything else the integration needs.";
const OPEN_DATA_HINT = "The request, its award and contract (with the measured turnaround each month) appear in RadBridge's OCDS feed at /api/ocds. Bidders' prices other than the award's are never published.";

/** How images, orders and reports must travel (issue 35): one need per term, each optional, and free notes. */
export function InteropFields({ form }: { form: UseFormReturn<RequestFormValues> }) {
  const e = form.formState.errors;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Interoperability (optional)</legend>
      <p className="text-sm text-muted-foreground">How images reach the provider and how orders and reports travel. Providers see whether they meet each need before they apply.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {INTEROP_TERM_NAMES.map((term) => {
          const id = `rq-interop-${term}`;
          const error = e[term]?.message;
          return (
            <Field key={term} id={id} label={INTEROP_TERMS[term].label} error={error}>
              <NativeSelect {...fieldProps(id, error)} {...form.register(term)}>
                <option value="">Not stated</option>
                {Object.entries(INTEROP_TERMS[term].options).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          );
        })}
      </div>
      <Field id="rq-interop-notes" label="Integration notes" error={e.interopNotes?.message} hint={NOTES_HINT}>
        <Textarea {...fieldProps("rq-interop-notes", e.interopNotes?.message, NOTES_HINT)} rows={2} maxLength={1000} {...form.register("interopNotes")} />
      </Field>
    </fieldset>
  );
}

/** "Publish as open data" (PRODUCT.md #40): off unless the hospital chooses it. */
export function OpenDataField({ form }: { form: UseFormReturn<RequestFormValues> }) {
  return (
    <OptionField
      id="rq-open-data"
      label="Publish as open data"
      hint={OPEN_DATA_HINT}
      checked={form.watch("publishOpenData")}
      onChange={(on) => form.setValue("publishOpenData", on, { shouldDirty: true })}
    />
  );
}
