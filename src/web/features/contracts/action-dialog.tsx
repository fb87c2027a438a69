import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactElement, type ReactNode, useState } from "react";
import { toast } from "sonner";
import type { Contract } from "@/shared/contracts/contracts";
import { CONTRACT_MESSAGES } from "@/shared/policy/contracts";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { useAuth } from "@/web/lib/use-auth";
import { contractQueries, refreshContracts } from "./api";

const MAX = 4000;

/** The text a dialog asks for: none, an optional note, or a required message or reason (as the API names it). */
export type DialogText = { field: "message" | "reason"; label: string; required: boolean; requiredMessage?: string } | null;

/**
 * One write on a contract behind a dialog: what it does, an optional or required text, and the confirm button
 * (pending while the write runs). The server's message for the text shows beside it; anything else in a toast.
 */
export function ActionDialog({
  contractId,
  trigger,
  title,
  description,
  text,
  confirmLabel,
  pendingLabel,
  destructive = false,
  success,
  failure,
  run,
}: {
  contractId: string;
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  text: DialogText;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  success: string;
  failure: string;
  run: (text: string | undefined) => Promise<Contract>;
}) {
  const client = useQueryClient();
  const { viewer } = useAuth();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const write = useMutation({
    mutationFn: () => run(value.trim() || undefined),
    onSuccess: (saved) => {
      client.setQueryData(contractQueries.detail(contractId, viewer).queryKey, saved);
      toast.success(success);
      setOpen(false);
      setValue("");
    },
    onError: (e) => {
      if (e instanceof FieldsError && text && e.fields[text.field]) setError(e.fields[text.field]);
      toast.error(errorMessage(e, failure));
      // The contract moved on (another member answered first): close on the current state.
      if (e instanceof ApiError && e.status === 409) setOpen(false);
    },
    onSettled: () => refreshContracts(client),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    const problem =
      text?.required && !trimmed ? (text.requiredMessage ?? CONTRACT_MESSAGES.messageRequired) : trimmed.length > MAX ? CONTRACT_MESSAGES.messageTooLong : undefined;
    setError(problem);
    if (!problem) write.mutate();
  };
  const id = `${contractId}-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const hint = `${text?.required ? "Required" : "Optional"}, up to ${MAX} characters. The other side receives it.`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {text && (
            <Field id={id} label={text.label} error={error} hint={hint}>
              <Textarea rows={4} maxLength={MAX} value={value} onChange={(e) => setValue(e.target.value)} {...fieldProps(id, error, hint)} />
            </Field>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={write.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={write.isPending}>
              {write.isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
