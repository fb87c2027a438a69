import type { UseFormReturn } from "react-hook-form";
import { STANDSTILL_DEFAULT_DAYS, STANDSTILL_MAX_DAYS } from "@/shared/policy/evaluations";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import type { RequestFormValues } from "./request-logic";
import { standstillProblem } from "./request-standstill";

const HINT_ID = "rq-standstill-hint";
const DAYS_HINT = `From 0 to ${STANDSTILL_MAX_DAYS} days (UK Procurement Act: 8 working days; EU remedies directive: 10 days).`;

/**
 * "Hold a standstill period after the award decision" (issue 33 §5): every bidder then receives its assessment
 * summary, may challenge the decision until the period ends, and the contract waits for it. 10 days when switched on.
 */
export function StandstillField({ form }: { form: UseFormReturn<RequestFormValues> }) {
  const on = form.watch("standstill");
  const days = form.watch("standstillDays");
  const error = standstillProblem({ standstill: on, standstillDays: days }) ?? form.formState.errors.standstillDays?.message;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id="rq-standstill"
          className="mt-0.5"
          checked={on}
          aria-describedby={HINT_ID}
          onCheckedChange={(v) => {
            form.setValue("standstill", v === true, { shouldDirty: true });
            if (v === true && days.trim() === "") form.setValue("standstillDays", String(STANDSTILL_DEFAULT_DAYS), { shouldDirty: true });
          }}
        />
        <div className="grid gap-1">
          <Label htmlFor="rq-standstill">Hold a standstill period after the award decision</Label>
          <p id={HINT_ID} className="text-sm text-muted-foreground">
            Every bidder receives its assessment summary and may challenge the decision until the period ends; the contract is sent only after it.
          </p>
        </div>
      </div>
      {on && (
        <div className="pl-7">
          <Field id="rq-standstill-days" label="Standstill period (days)" error={error} hint={DAYS_HINT}>
            <Input
              {...fieldProps("rq-standstill-days", error, DAYS_HINT)}
              type="number"
              inputMode="numeric"
              min={0}
              max={STANDSTILL_MAX_DAYS}
              step={1}
              className="max-w-28"
              {...form.register("standstillDays")}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
