import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { HIDE_REASON_MAX, hideReasonError } from "@/shared/policy/reviews";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { hideReview, refreshReviews } from "./api";

const HINT = `Up to ${HIDE_REASON_MAX} characters. The provider's users receive it by e-mail.`;

/** "Hide" (admins): a required reason; the review stops showing and counting. */
export function HideReviewDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const hide = useMutation({
    mutationFn: () => hideReview(reviewId, { reason }),
    onSuccess: () => {
      toast.success("Review hidden");
      onClose();
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.reason) setError(e.fields.reason);
      toast.error(errorMessage(e, "Failed to hide the review"));
    },
    onSettled: () => refreshReviews(queryClient),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = hideReasonError(reason);
    setError(problem ?? undefined);
    if (!problem) hide.mutate();
  };
  const id = `hide-reason-${reviewId}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Hide this review</DialogTitle>
        <DialogDescription>It disappears from the profile and no longer counts towards the provider's rating.</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id={id} label="Reason" error={error} hint={HINT}>
            <Textarea rows={3} autoFocus value={reason} onChange={(e) => setReason(e.target.value)} {...fieldProps(id, error, HINT)} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={hide.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={hide.isPending}>
              {hide.isPending ? "Hiding..." : "Hide review"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
