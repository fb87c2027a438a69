import { EyeOff, MessageSquareReply } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { PublicReview } from "@/shared/contracts/reviews";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/utils";
import { Stars } from "./stars";

// Only the provider's users and admins ever open these: other readers of the public profile never load them.
const ReplyForm = lazy(() => import("./reply-form").then((m) => ({ default: m.ReplyForm })));
const HideReviewDialog = lazy(() => import("./hide-review-dialog").then((m) => ({ default: m.HideReviewDialog })));

/** One review: stars, text, date, who ("A hospital in Germany") and the provider's reply. */
export function ReviewItem({ review: r }: { review: PublicReview }) {
  const [replying, setReplying] = useState(false);
  const [hiding, setHiding] = useState(false);
  return (
    <li className="rounded-lg border p-4" aria-label={`Review by ${r.reviewer}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars rating={r.rating} />
        <span className="font-medium">{r.reviewer}</span>
        <span className="text-muted-foreground">{formatDate(r.createdAt)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm">{r.body}</p>
      {r.reply !== null && (
        <div className="mt-3 border-l-2 border-primary/40 pl-3">
          <p className="text-xs font-medium text-muted-foreground">Reply from the provider{r.repliedAt ? `, ${formatDate(r.repliedAt)}` : ""}</p>
          <p className="mt-1 whitespace-pre-line text-sm">{r.reply}</p>
        </div>
      )}
      {(r.canReply || r.canHide) && !replying && (
        <div className="mt-3 flex flex-wrap gap-2">
          {r.canReply && (
            <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden="true" />
              Reply
            </Button>
          )}
          {r.canHide && (
            <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
              <EyeOff aria-hidden="true" />
              Hide
            </Button>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {replying && <ReplyForm reviewId={r.id} onDone={() => setReplying(false)} />}
        {hiding && <HideReviewDialog reviewId={r.id} onClose={() => setHiding(false)} />}
      </Suspense>
    </li>
  );
}
