import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { REVIEW_MAX, ratingError, reviewBodyError } from "@/shared/policy/reviews";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { postReview, refreshReviews } from "./api";
import { StarRatingInput } from "./star-rating-input";

type Errors = { rating?: string; body?: string };
const BODY_HINT = `10 to ${REVIEW_MAX} characters. Shown on the provider's profile as written by "a hospital in" your request's country.`;

/** "Review provider": 1 to 5 stars and a text, checked as the server checks them; once per award. */
export function ReviewForm({ applicationId, providerName, onDone }: { applicationId: string; providerName: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({
    mutationFn: () => postReview(applicationId, { rating: rating as number, body }),
    onSuccess: () => {
      toast.success(`Review of ${providerName} posted`);
      onDone();
    },
    onError: (e) => {
      if (e instanceof FieldsError) setErrors({ rating: e.fields.rating, body: e.fields.body });
      toast.error(errorMessage(e, "Failed to post the review"));
    },
    onSettled: () => refreshReviews(queryClient),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { rating: ratingError(rating) ?? undefined, body: reviewBodyError(body) ?? undefined };
    setErrors(found);
    if (!found.rating && !found.body) send.mutate();
  };
  const ids = { rating: `rating-${applicationId}`, body: `review-${applicationId}` };
  return (
    <form className="mt-3 grid gap-4" noValidate onSubmit={submit} aria-label={`Review ${providerName}`}>
      <div className="grid gap-1.5">
        <span id={`${ids.rating}-label`} className="text-sm font-medium leading-none">
          Rating
        </span>
        <StarRatingInput id={ids.rating} value={rating} onChange={setRating} invalid={Boolean(errors.rating)} describedBy={errors.rating ? `${ids.rating}-error` : undefined} />
        {errors.rating && (
          <p id={`${ids.rating}-error`} role="alert" className="text-sm text-destructive">
            {errors.rating}
          </p>
        )}
      </div>
      <Field id={ids.body} label="Your review" error={errors.body} hint={BODY_HINT}>
        <Textarea rows={4} value={body} onChange={(e) => setBody(e.target.value)} {...fieldProps(ids.body, errors.body, BODY_HINT)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? "Posting..." : "Post review"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
