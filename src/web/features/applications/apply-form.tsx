import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { refreshAfterApplicationChange, submitApplication } from "./api";
import { type ApplyFormValues, applyFormDefaults, applyFormSchema, formFieldErrors, localToday, toApplyInput } from "./apply-form-logic";
import { CommitmentFields, PriceFields } from "./apply-terms-fields";
import { InteropFitNotice } from "./interop-fit-notice";
import type { InteropFitLine } from "@/shared/policy/interoperability";

/** Spec §2 "Apply card" form, with the bid's terms (PRODUCT.md #22): prices by modality, turnaround commitment, earliest start. */
export function ApplyForm({
  requestId,
  modalities,
  tatRequirement,
  interopFit,
  loadError,
}: { requestId: string; modalities: string[]; tatRequirement: string | null; interopFit: InteropFitLine[]; loadError?: string }) {
  const queryClient = useQueryClient();
  const today = localToday();
  const resolver = useMemo(() => zodResolver(applyFormSchema(today)), [today]);
  const defaults = useMemo(() => applyFormDefaults(tatRequirement), [tatRequirement]);
  const form = useForm<ApplyFormValues>({ resolver, defaultValues: defaults });

  const apply = useMutation({
    mutationFn: (v: ApplyFormValues) => submitApplication(requestId, toApplyInput(v, modalities)),
    onSuccess: () => {
      toast.success("Application submitted successfully!");
      form.reset(defaults);
    },
    onError: (e) => {
      if (e instanceof FieldsError) for (const { name, message } of formFieldErrors(e.fields, modalities)) form.setError(name, { message });
      toast.error(errorMessage(e, "Failed to submit application"));
    },
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply to this Request</CardTitle>
        <CardDescription>Offer your price per study. The hospital is notified at once.</CardDescription>
      </CardHeader>
      <CardContent>
        {loadError && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {loadError}
          </p>
        )}
        {interopFit.length > 0 && <InteropFitNotice fit={interopFit} />}
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => apply.mutate(v))}>
          <PriceFields form={form} modalities={modalities} idPrefix="apply" />
          <CommitmentFields form={form} today={today} />
          <Field id="apply-note" label="Additional Notes" error={errors.note?.message}>
            <Textarea rows={4} placeholder="Turnaround, coverage hours, subspecialty readers..." {...fieldProps("apply-note", errors.note?.message)} {...form.register("note")} />
          </Field>
          <Button type="submit" disabled={apply.isPending}>
            <Send aria-hidden="true" />
            {apply.isPending ? "Submitting..." : "Submit Application"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
