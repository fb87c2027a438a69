import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import type { Study } from "@/shared/contracts/studies";
import { STUDY_MESSAGES } from "@/shared/policy/studies";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { disputeStudy, refreshStudies } from "./api";
import { SIDE_LABELS } from "./format";

const MAX = 1000;

/** Disputing a study the other side recorded, with a reason: it stops counting until that side corrects or confirms it. */
export function DisputeDialog({ contractId, study }: { contractId: string; study: Study }) {
  const id = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const write = useMutation({
    mutationFn: () => disputeStudy(contractId, study.id, reason.trim()),
    onSuccess: () => {
      toast.success(`Study ${study.reference} disputed`);
      setOpen(false);
      setReason("");
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.reason) setError(e.fields.reason);
      toast.error(errorMessage(e, "Failed to dispute the study"));
      // Someone disputed it first, or the contract ended: close on the current state.
      if (e instanceof ApiError && e.status === 409) setOpen(false);
    },
    onSettled: () => refreshStudies(client),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    const problem = !trimmed ? STUDY_MESSAGES.reasonRequired : trimmed.length > MAX ? STUDY_MESSAGES.reasonTooLong : undefined;
    setError(problem);
    if (!problem) write.mutate();
  };
  const fieldId = `${id}-reason`;
  const hint = `Required, up to ${MAX} characters. The ${SIDE_LABELS[study.submittedBySide].toLowerCase()} receives it.`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Dispute study ${study.reference}`}>
          <Flag aria-hidden="true" /> Dispute
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Dispute study {study.reference}</DialogTitle>
        <DialogDescription>
          The study stops counting in the statement until the {SIDE_LABELS[study.submittedBySide].toLowerCase()}, who recorded it, corrects or confirms it.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id={fieldId} label="Reason" error={error} hint={hint}>
            <Textarea rows={4} maxLength={MAX} value={reason} onChange={(e) => setReason(e.target.value)} {...fieldProps(fieldId, error, hint)} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={write.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={write.isPending}>
              {write.isPending ? "Disputing..." : "Dispute study"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
