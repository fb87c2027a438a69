import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Lock, LockOpen } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { deadlineProblem, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { type RequestView } from "@/shared/contracts/request-views";
import { offeredStatusChange } from "@/shared/policy/requests";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { closeRequest, reopenRequest, requestQueries } from "./api";
import { tomorrowIso } from "./request-bits";
import { deadlineIso } from "./request-logic";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** Close / Reopen for the owning hospital or an admin (PRODUCT.md #9). */
export function RequestStatusActions({ request }: { request: RequestView }) {
  const queryClient = useQueryClient();
  const [reopenOpen, setReopenOpen] = useState(false);
  const [deadline, setDeadline] = useState("");
  const [deadlineError, setDeadlineError] = useState<string>();
  const refresh = () => refreshQueries(queryClient, requestQueries.all);

  const close = useMutation({
    mutationFn: () => closeRequest(request.id),
    onSuccess: () => toast.success("Request closed successfully"),
    onError: (e) => toast.error(`Failed to close request: ${errorMessage(e, "Unknown error")}`),
    onSettled: refresh,
  });
  const reopen = useMutation({
    mutationFn: (newDeadline?: string) => reopenRequest(request.id, newDeadline),
    onSuccess: () => {
      setReopenOpen(false);
      toast.success("Request reopened successfully");
    },
    onError: (e) => toast.error(`Failed to reopen request: ${errorMessage(e, "Unknown error")}`),
    onSettled: refresh,
  });

  const offered = offeredStatusChange({ status: request.storedStatus, deadline: new Date(request.deadline) });
  if (offered === "close") {
    return (
      <ConfirmDialog
        title="Close this request?"
        description="Providers will no longer be able to apply, and applicants will be notified."
        confirmLabel="Close Request"
        onConfirm={() => close.mutate()}
        trigger={
          <Button variant="outline" disabled={close.isPending}>
            <Lock aria-hidden="true" />
            {close.isPending ? "Closing..." : "Close Request"}
          </Button>
        }
      />
    );
  }

  if (offered === "reopen") {
    return (
      <Button variant="outline" disabled={reopen.isPending} onClick={() => reopen.mutate(undefined)}>
        <LockOpen aria-hidden="true" />
        {reopen.isPending ? "Reopening..." : "Reopen Request"}
      </Button>
    );
  }

  // The deadline has passed: reopening needs a new deadline in the future.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const iso = deadlineIso(deadline);
    const problem = deadline ? deadlineProblem(iso) : REQUEST_MESSAGES.deadlineFuture;
    if (problem) {
      setDeadlineError(problem);
      return;
    }
    setDeadlineError(undefined);
    reopen.mutate(iso);
  };
  return (
    <Dialog open={reopenOpen} onOpenChange={setReopenOpen}>
      <Button variant="outline" onClick={() => setReopenOpen(true)}>
        <LockOpen aria-hidden="true" />
        Reopen Request
      </Button>
      <DialogContent>
        <DialogTitle>Reopen this request</DialogTitle>
        <DialogDescription>The response deadline has passed. Choose a new deadline to reopen the request.</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id="reopen-deadline" label="New response deadline" error={deadlineError}>
            <Input {...fieldProps("reopen-deadline", deadlineError)} type="date" min={tomorrowIso()} value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setReopenOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={reopen.isPending}>
              {reopen.isPending ? "Reopening..." : "Reopen Request"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
