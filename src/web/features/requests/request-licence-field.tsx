import type { UseFormReturn } from "react-hook-form";
import { countryName } from "@/shared/reference/countries";
import type { RequestFormValues } from "./request-logic";
import { OptionField } from "./request-option-field";

/** "Require a verified licence in {country}" (issue 16 §2): the country is the one chosen on step 1. */
export function LicenceRequiredField({ form }: { form: UseFormReturn<RequestFormValues> }) {
  const country = form.watch("country");
  const name = country ? countryName(country) : "the request's country";
  return (
    <OptionField
      id="rq-licence"
      label={`Require a verified licence in ${name}`}
      hint={`Only providers with a medical licence for ${name}, verified by RadBridge and valid until the response deadline, can apply.`}
      checked={form.watch("licenceRequired")}
      onChange={(on) => form.setValue("licenceRequired", on, { shouldDirty: true })}
    />
  );
}
