import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { formatDay } from "@/web/lib/utils";
import type { TermsForm } from "./terms-line-fields";

/** Start, term, renewal, notice and the quality threshold. An accepted contract's start cannot change: a proposal shows it read-only. */
export function GeneralFields({ form, minStart, startLocked }: { form: TermsForm; minStart: string; startLocked: boolean }) {
  const e = form.formState.errors;
  const startHint = startLocked ? "An accepted contract keeps its start date." : `From ${formatDay(minStart)} at the earliest.`;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Term, renewal and quality</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="terms-start" label="Start date" error={e.startDate?.message} hint={startHint}>
          <Input {...fieldProps("terms-start", e.startDate?.message, startHint)} type="date" min={minStart} readOnly={startLocked} {...form.register("startDate")} />
        </Field>
        <Field id="terms-months" label="Term (months)" error={e.termMonths?.message}>
          <Input {...fieldProps("terms-months", e.termMonths?.message)} type="number" inputMode="numeric" min={1} max={120} step={1} {...form.register("termMonths")} />
        </Field>
        <Field id="terms-renewal" label="Renewal" error={e.renewal?.message}>
          <NativeSelect {...fieldProps("terms-renewal", e.renewal?.message)} {...form.register("renewal")}>
            <option value="none">None: ends after the term</option>
            <option value="automatic">Automatic: renews for another term</option>
          </NativeSelect>
        </Field>
        <Field id="terms-notice" label="Notice period (days)" error={e.noticeDays?.message}>
          <Input {...fieldProps("terms-notice", e.noticeDays?.message)} type="number" inputMode="numeric" min={0} max={365} step={1} {...form.register("noticeDays")} />
        </Field>
        <Field id="terms-quality" label="Quality threshold (%, optional)" error={e.quality?.message} hint="Highest rate of significant discrepancies (RADPEER 2b + 3b).">
          <Input
            {...fieldProps("terms-quality", e.quality?.message, "Highest rate of significant discrepancies (RADPEER 2b + 3b).")}
            inputMode="decimal"
            placeholder="None"
            autoComplete="off"
            {...form.register("quality")}
          />
        </Field>
      </div>
    </fieldset>
  );
}

/** A change proposal's first day and its note to the other side. */
export function ProposalFields({ form, minEffective }: { form: TermsForm; minEffective: string }) {
  const e = form.formState.errors;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">The proposal</legend>
      <div className="grid items-start gap-4 sm:grid-cols-[14rem_1fr]">
        <Field id="change-effective" label="Effective from" error={e.effectiveFrom?.message}>
          <Input {...fieldProps("change-effective", e.effectiveFrom?.message)} type="date" min={minEffective} {...form.register("effectiveFrom")} />
        </Field>
        <Field id="change-message" label="Message to the other side (optional)" error={e.message?.message} hint="Up to 4000 characters.">
          <Textarea {...fieldProps("change-message", e.message?.message, "Up to 4000 characters.")} rows={3} maxLength={4000} {...form.register("message")} />
        </Field>
      </div>
    </fieldset>
  );
}
