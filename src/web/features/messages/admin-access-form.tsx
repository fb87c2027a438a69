import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eye, ShieldAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { MESSAGE_MESSAGES as M, type ThreadSubject } from "@/shared/policy/messages";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { openAsAdmin, refreshThread } from "./api";

const HINT = "10 to 500 characters. Your reason is recorded in the history with your name, and the conversation opens to you for an hour.";

/** The reason as the server checks it (trimmed): its message, if any. */
const reasonProblem = (reason: string) => {
  const text = reason.trim();
  return text.length < 10 ? M.reasonRequired : text.length > 500 ? M.reasonTooLong : undefined;
};

/** An admin reads a private conversation only after stating why; the server records it and lets them in for an hour. */
export function AdminAccessForm({ subject, id }: { subject: ThreadSubject; id: string }) {
  const fieldId = `${useId()}-reason`;
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const open = useMutation({
    mutationFn: (text: string) => openAsAdmin(subject, id, text),
    onSuccess: () => refreshThread(queryClient, subject, id),
    onError: (e) => {
      setError(e instanceof FieldsError ? (e.fields.reason ?? e.message) : undefined);
      toast.error(errorMessage(e, "Failed to record the reason"));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblem(reason);
    setError(problem);
    if (!problem) open.mutate(reason.trim());
  };
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">This conversation is private</h2>
          <p className="mt-1 text-sm text-muted-foreground">Only the hospital and the provider read it. An admin may read it after stating why.</p>
        </div>
      </div>
      <form className="grid gap-3" noValidate onSubmit={submit} aria-label="State your reason">
        <Field id={fieldId} label="Why do you need to read this conversation?" error={error} hint={HINT}>
          <Textarea
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. The hospital reported a dispute about the agreed turnaround times (ticket 1234)."
            {...fieldProps(fieldId, error, HINT)}
          />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={open.isPending}>
          <Eye aria-hidden="true" />
          {open.isPending ? "Recording..." : "Record reason and read"}
        </Button>
      </form>
    </Card>
  );
}
