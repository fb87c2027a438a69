import { type FormEvent, type ReactElement, useState } from "react";
import { EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { slugId } from "./format";

const MAX = 2000;

/**
 * A write that needs a reason (sending an award back, withdrawing a decision), behind a dialog: the reason is
 * required, the confirm button pends while the write runs, and the dialog closes when it is done.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  confirmLabel,
  pendingLabel,
  pending,
  run,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the reason; calls `done` once it is accepted. */
  run: (reason: string, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const id = slugId("reason", title);
  const hint = `Required, up to ${MAX} characters. It is recorded in the evaluation.`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = value.trim();
    const problem = reason ? undefined : M.reasonRequired;
    setError(problem);
    if (!problem)
      run(reason, () => {
        setOpen(false);
        setValue("");
      });
  };
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
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id={id} label={label} error={error} hint={hint}>
            <Textarea rows={4} maxLength={MAX} value={value} onChange={(e) => setValue(e.target.value)} {...fieldProps(id, error, hint)} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
