import type { UseFormReturn } from "react-hook-form";
import type { Study } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { PEER_REVIEW_SCORES } from "@/shared/policy/studies";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect } from "@/web/components/ui/input";

/** A correction's values as the inputs hold them: the times as datetime-local (the viewer's time). */
export type CorrectionValues = {
  modality: string;
  priority: string;
  imagesAvailableAt: string;
  preliminaryReportAt: string;
  finalReportAt: string;
  peerReview: string;
};
type Form = UseFormReturn<CorrectionValues>;
type TimeName = "imagesAvailableAt" | "preliminaryReportAt" | "finalReportAt";

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a datetime-local input's value, to the second, in the viewer's time. */
const localInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
/** A datetime-local value (the viewer's time) as ISO 8601 in UTC, or null when empty. */
export const isoOf = (value: string) => (value ? new Date(value).toISOString() : null);

/** The study as recorded: what a correction starts from. */
export const correctionDefaults = (s: Study): CorrectionValues => ({
  modality: s.modality,
  priority: s.tier,
  imagesAvailableAt: localInput(s.imagesAvailableAt),
  preliminaryReportAt: localInput(s.preliminaryReportAt),
  finalReportAt: localInput(s.finalReportAt),
  peerReview: s.peerReview ?? "",
});

function TimeField({ form, prefix, name, label, hint }: { form: Form; prefix: string; name: TimeName; label: string; hint?: string }) {
  const id = `${prefix}-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input type="datetime-local" step={1} {...fieldProps(id, error, hint)} {...form.register(name)} />
    </Field>
  );
}

/** The fields of a correction: the contract's service lines' modalities and tiers, the times, the peer review. */
export function CorrectionFields({ form, prefix, modalities, tiers }: { form: Form; prefix: string; modalities: string[]; tiers: string[] }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${prefix}-modality`} label="Modality" error={errors.modality?.message}>
        <NativeSelect {...fieldProps(`${prefix}-modality`, errors.modality?.message)} {...form.register("modality")}>
          {modalities.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${prefix}-priority`} label="Priority tier" error={errors.priority?.message}>
        <NativeSelect {...fieldProps(`${prefix}-priority`, errors.priority?.message)} {...form.register("priority")}>
          {tiers.map((t) => (
            <option key={t} value={t}>
              {tierLabel(t)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <TimeField form={form} prefix={prefix} name="imagesAvailableAt" label="Images available" />
      <TimeField form={form} prefix={prefix} name="finalReportAt" label="Final report" />
      <TimeField form={form} prefix={prefix} name="preliminaryReportAt" label="Preliminary report (optional)" />
      <Field id={`${prefix}-peerReview`} label="Peer review (RADPEER)" error={errors.peerReview?.message}>
        <NativeSelect {...fieldProps(`${prefix}-peerReview`, errors.peerReview?.message)} {...form.register("peerReview")}>
          <option value="">None</option>
          {PEER_REVIEW_SCORES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
