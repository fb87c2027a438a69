import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Application } from "@/shared/contracts/applications";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/utils";
import { confirmApplication, refreshAfterApplicationChange } from "./api";
import { type ApplyFormValues, confirmFormDefaults, confirmFormSchema, formFieldErrors, localToday, toConfirmInput } from "./apply-form-logic";
import { PriceFields } from "./apply-terms-fields";

/**
 * On the provider's own application (issue 15 §2): a bid made before the request's last amendment shows
 * "Submitted before the amendment of {date}" and "Confirm Application", which opens the price fields
 * (the apply form's) filled in with the bid; a confirmed one says so.
 */
export function ApplicationAmendment({ application, modalities, canConfirm }: { application: Application; modalities: string[]; canConfirm: boolean }) {
  const [open, setOpen] = useState(false);
  const amendment = application.amendment;
  if (!amendment || amendment.standing === "submitted_after") return null;
  const date = formatDate(amendment.amendedAt);
  if (amendment.standing === "confirmed")
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        Confirmed after the amendment of {date}
      </p>
    );
  return (
    <div className="grid gap-3 rounded-md border border-warning/60 bg-warning/10 p-3" role="region" aria-labelledby="amendment-notice">
      <p id="amendment-notice" className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Submitted before the amendment of {date}
      </p>
      {canConfirm &&
        (open ? (
          <ConfirmForm application={application} modalities={modalities} onDone={() => setOpen(false)} />
        ) : (
          <Button onClick={() => setOpen(true)}>Confirm Application</Button>
        ))}
    </div>
  );
}

function ConfirmForm({ application, modalities, onDone }: { application: Application; modalities: string[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const today = localToday();
  const resolver = useMemo(() => zodResolver(confirmFormSchema(today)), [today]);
  const form = useForm<ApplyFormValues>({ resolver, defaultValues: confirmFormDefaults(application) });
  const confirm = useMutation({
    mutationFn: (v: ApplyFormValues) => confirmApplication(application.id, toConfirmInput(v, modalities)),
    onSuccess: () => {
      toast.success("Application confirmed");
      onDone();
    },
    onError: (e) => {
      if (e instanceof FieldsError) for (const { name, message } of formFieldErrors(e.fields, modalities)) form.setError(name, { message });
      toast.error(errorMessage(e, "Failed to confirm application"));
    },
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });
  const _errors = form.formState.errors;
  return (
    <form className="grid gap-4" noValidate aria-label="Confirm your application" onSubmit={form.handleSubmit((v) => confirm.mutate(v))}>
      <p className="text-sm text-muted-foreground">Review the changes to the request, then confirm your price or change it.</p>
      <PriceFields form={form} modalities={modalities} idPrefix="confirm" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Confirming..." : "Confirm Application"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
