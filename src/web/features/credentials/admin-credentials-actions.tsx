import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Ban } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type AdminCredential, REJECTION_REASON_MAX, RejectCredentialInput } from "@/shared/contracts/credential-review";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { refreshCredentials, rejectCredential, verifyCredential } from "./admin-credentials-api";
import { jurisdiction, typeLabel } from "./admin-credentials-bits";

const what = (c: AdminCredential) => `${typeLabel(c)} of ${c.provider.name} (${jurisdiction(c)})`;

/** Verify: pending or rejected credentials; the provider's users are told by e-mail. */
function VerifyButton({ credential: c }: { credential: AdminCredential }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => verifyCredential(c.id),
    onSuccess: () => toast.success(`Verified: ${what(c)}`),
    onError: (e) => toast.error(errorMessage(e, "Failed to verify the credential")),
    onSettled: () => refreshCredentials(queryClient),
  });
  return (
    <Button size="sm" disabled={verify.isPending} onClick={() => verify.mutate()} aria-label={verify.isPending ? undefined : `Verify ${what(c)}`}>
      <BadgeCheck aria-hidden="true" />
      {verify.isPending ? "Verifying..." : "Verify"}
    </Button>
  );
}

type Values = { reason: string };
const resolver = zodResolver(RejectCredentialInput);
const HINT = `Up to ${REJECTION_REASON_MAX} characters. The provider's users receive it by e-mail.`;

/** Reject: pending or verified credentials, with a reason (a verified one stops counting at once). */
function RejectDialog({ credential: c }: { credential: AdminCredential }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver, defaultValues: { reason: "" } });
  const reject = useMutation({
    mutationFn: (v: Values) => rejectCredential(c.id, v),
    onSuccess: () => {
      setOpen(false);
      form.reset({ reason: "" });
      toast.success(`Rejected: ${what(c)}`);
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.reason) form.setError("reason", { message: e.fields.reason });
      toast.error(errorMessage(e, "Failed to reject the credential"));
    },
    onSettled: () => refreshCredentials(queryClient),
  });
  const id = `reject-reason-${c.id}`;
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Reject ${what(c)}`}>
        <Ban aria-hidden="true" />
        Reject
      </Button>
      <DialogContent>
        <DialogTitle>Reject this credential</DialogTitle>
        <DialogDescription>
          {what(c)}, number {c.number}.{c.status === "verified" ? " It is verified now: rejecting it withdraws the verification at once." : ""}
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => reject.mutate(v))}>
          <Field id={id} label="Reason" error={error} hint={HINT}>
            <Textarea rows={4} maxLength={REJECTION_REASON_MAX * 2} placeholder="e.g. The document is unreadable; upload a clearer scan." {...fieldProps(id, error, HINT)} {...form.register("reason")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending ? "Rejecting..." : "Reject credential"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The decisions an admin can take on a credential in its current state. */
export function CredentialActions({ credential }: { credential: AdminCredential }) {
  return (
    <div className="flex flex-wrap gap-2">
      {credential.status !== "verified" && <VerifyButton credential={credential} />}
      {credential.status !== "rejected" && <RejectDialog credential={credential} />}
    </div>
  );
}
