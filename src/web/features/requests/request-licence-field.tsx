import type { UseFormReturn } from "react-hook-form";
import { countryName } from "@/shared/reference/countries";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import type { RequestFormValues } from "./request-logic";

const HINT_ID = "rq-licence-hint";

/** "Require a verified licence in {country}" (issue 16 §2): the country is the one chosen on step 1. */
export function LicenceRequiredField({ form }: { form: UseFormReturn<RequestFormValues> }) {
  const country = form.watch("country");
  const checked = form.watch("licenceRequired");
  const name = country ? countryName(country) : "the request's country";
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <Checkbox
        id="rq-licence"
        className="mt-0.5"
        checked={checked}
        aria-describedby={HINT_ID}
        onCheckedChange={(v) => form.setValue("licenceRequired", v === true, { shouldDirty: true })}
      />
      <div className="grid gap-1">
        <Label htmlFor="rq-licence">Require a verified licence in {name}</Label>
        <p id={HINT_ID} className="text-sm text-muted-foreground">
          Only providers with a medical licence for {name}, verified by RadBridge and valid until the response deadline, can apply.
        </p>
      </div>
    </div>
  );
}
