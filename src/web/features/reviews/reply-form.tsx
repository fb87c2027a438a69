import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { REPLY_MAX, replyError } from "@/shared/policy/reviews";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { postReply, refreshReviews } from "./api";

const HINT = `10 to ${REPLY_MAX} characters, shown publicly under the review. One reply per review.`;

/** The provider's one public reply to a review. */
export function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => postReply(reviewId, { reply }),
    onSuccess: () => {
      toast.success("Reply posted");
      onDone();
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.reply) setError(e.fields.reply);
      toast.error(errorMessage(e, "Failed to post the reply"));
    },
    onSettled: () => refreshReviews(queryClient),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = replyError(reply);
    setError(problem ?? undefined);
    if (!problem) send.mutate();
  };
  const id = `reply-${reviewId}`;
  return (
    <form className="mt-3 grid gap-3" noValidate onSubmit={submit} aria-label="Reply to this review">
      <Field id={id} label="Your reply" error={error} hint={HINT}>
        <Textarea rows={3} autoFocus value={reply} onChange={(e) => setReply(e.target.value)} {...fieldProps(id, error, HINT)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? "Posting..." : "Post reply"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
