import { FileText, ImageIcon, Paperclip, X } from "lucide-react";
import { useRef } from "react";
import { ATTACHMENTS_MAX } from "@/shared/policy/messages";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { formatBytes } from "@/web/lib/utils";
import { ACCEPTED_FILES, addFiles } from "./format";

interface Props {
  id: string;
  files: File[];
  /** The client's check of the files last chosen, or the server's message for the attachments. */
  error?: string;
  disabled: boolean;
  onChange: (files: File[], problem?: string) => void;
}

/**
 * The file input (a button-like label in front of the visually hidden input, which keeps the focus and the keyboard)
 * and the files chosen so far, each with a remove button. Choosing again adds to the list, up to three files.
 */
export function AttachmentPicker({ id, files, error, disabled, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= ATTACHMENTS_MAX;
  const hint = full ? `${ATTACHMENTS_MAX} files chosen: remove one to choose another.` : `PDF, PNG or JPEG, up to ${ATTACHMENTS_MAX} files of 10 MB each.`;
  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    input.current?.focus();
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={disabled || full}
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => {
            const { files: next, problem } = addFiles(files, Array.from(e.target.files ?? []));
            e.target.value = "";
            onChange(next, problem);
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          )}
        >
          <Paperclip aria-hidden="true" />
          Attach files
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </div>
      {files.length > 0 && (
        <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Files to send">
          {files.map((f, i) => {
            const Icon = /\.pdf$/i.test(f.name) ? FileText : ImageIcon;
            return (
              <li key={`${f.name}-${f.size}-${i}`} className="flex min-w-0 items-center gap-2 rounded-md border bg-background py-1 pl-2.5 pr-1 text-sm">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate" title={f.name}>
                  {f.name}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(f.size)}</span>
                <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={`Remove ${f.name}`} disabled={disabled} onClick={() => remove(i)}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
