import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { MESSAGE_MAX_CHARS, MESSAGE_MESSAGES as M, type ThreadSubject } from "@/shared/policy/messages";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn, formatNumber } from "@/web/lib/utils";
import { refreshThread, sendMessage } from "./api";
import { AttachmentPicker } from "./attachment-picker";
import { UploadProgress } from "@/web/components/upload-progress";

type Errors = { body?: string; attachments?: string; form?: string };

/** The text as the server will check it (trimmed): its message, if any. */
const bodyProblem = (body: string) => {
  const text = body.trim();
  return !text ? M.bodyRequired : text.length > MESSAGE_MAX_CHARS ? M.bodyTooLong : undefined;
};

/** The form's parts as multipart form data: the text and each file as an `attachments` part. */
function toFormData(body: string, files: File[]) {
  const data = new FormData();
  data.append("body", body);
  for (const file of files) data.append("attachments", file, file.name);
  return data;
}

/**
 * Writing in a thread: the text with a live count, up to three files, a progress bar while files upload. The same
 * checks as the server's, with its messages, run first; the server's own messages go beside their fields.
 */
export function Composer({ subject, id, to, onSent }: { subject: ThreadSubject; id: string; to: string; onSent: () => void }) {
  const prefix = useId();
  const bodyId = `${prefix}-body`;
  const queryClient = useQueryClient();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: ({ text, chosen }: { text: string; chosen: File[] }) => {
      setProgress(chosen.length > 0 ? 0 : null);
      return sendMessage(subject, id, toFormData(text, chosen), (f) => chosen.length > 0 && setProgress(f));
    },
    onSuccess: () => {
      setBody("");
      setFiles([]);
      setErrors({});
      onSent();
    },
    onError: (e) => {
      const fields = e instanceof FieldsError ? e.fields : {};
      const named = Boolean(fields.body || fields.attachments);
      setErrors({ body: fields.body, attachments: fields.attachments, form: named ? undefined : errorMessage(e, "Failed to send the message") });
      if (fields.body) textarea.current?.focus();
      toast.error(errorMessage(e, "Failed to send the message"));
    },
    onSettled: () => {
      setProgress(null);
      return refreshThread(queryClient, subject, id);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = bodyProblem(body);
    setErrors(problem ? { body: problem } : {});
    if (problem) textarea.current?.focus();
    else send.mutate({ text: body, chosen: files });
  };
  const over = body.trim().length > MESSAGE_MAX_CHARS;
  return (
    <form className="grid gap-3 border-t bg-muted/30 p-3 sm:p-4" noValidate aria-label="Write a message" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={bodyId}>Your message</Label>
        <Textarea
          ref={textarea}
          id={bodyId}
          rows={3}
          value={body}
          readOnly={send.isPending}
          maxLength={MESSAGE_MAX_CHARS * 2}
          placeholder={`Write to ${to}...`}
          className="min-h-24 resize-y bg-background"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyId}-error ${bodyId}-count` : `${bodyId}-count`}
          onChange={(e) => {
            setBody(e.target.value);
            if (errors.body) setErrors((current) => ({ ...current, body: undefined }));
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <div className="flex items-start gap-3 text-xs text-muted-foreground">
          {errors.body ? (
            <p id={`${bodyId}-error`} role="alert" className="text-sm text-destructive">
              {errors.body}
            </p>
          ) : (
            <span className="hidden sm:inline">Ctrl+Enter sends</span>
          )}
          <p id={`${bodyId}-count`} className={cn("ml-auto shrink-0 tabular-nums", over && "font-medium text-destructive")}>
            {formatNumber(body.length)} / {formatNumber(MESSAGE_MAX_CHARS)}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <AttachmentPicker
            id={`${prefix}-files`}
            files={files}
            error={errors.attachments}
            disabled={send.isPending}
            onChange={(next, problem) => {
              setFiles(next);
              setErrors((e) => ({ ...e, attachments: problem }));
            }}
          />
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? "Sending..." : "Send"}
        </Button>
      </div>
      {progress !== null && <UploadProgress fraction={progress} label="Uploading the attachments" finishing="sending" />}
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
    </form>
  );
}
