import { useInfiniteQuery } from "@tanstack/react-query";
import { BadgeCheck, MessageSquareQuote } from "lucide-react";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { formatNumber } from "@/web/lib/utils";
import { reviewQueries } from "./api";
import { ReviewItem } from "./review-item";
import { Stars } from "./stars";

/**
 * The profile's "Reviews" (issue 16 §4): the provider's figures, then its visible reviews newest first,
 * a page more per "Show more". Public; the reply and hide controls come with the reader's flags.
 */
export function ReviewsSection({ slug }: { slug: string }) {
  const { viewer } = useAuth();
  const list = useInfiniteQuery(reviewQueries.forProvider(slug, viewer));
  const first = list.data?.pages[0];
  const reviews = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Card role="region" aria-labelledby="section-reviews">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="section-reviews" className="flex items-center gap-2 text-lg">
          <MessageSquareQuote className="size-5 text-primary" aria-hidden="true" />
          Reviews
        </CardTitle>
        {first && first.total > 0 && (
          <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="reviews-summary">
            <span className="flex items-center gap-1.5 text-base font-semibold text-foreground">
              <Stars rating={first.summary.rating} />
              {first.summary.rating.toFixed(1)}
            </span>
            <span>
              {formatNumber(first.total)} review{first.total === 1 ? "" : "s"}
            </span>
            <span className="inline-flex items-center gap-1">
              <BadgeCheck aria-hidden="true" className="size-4 text-emerald-600" />
              verified reviews from awarded work
            </span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <SkeletonRows label="Loading reviews" rowClassName="h-20 w-full" />
        ) : list.isError ? (
          <LoadError message={errorMessage(list.error, "Failed to load the reviews")} onRetry={() => list.refetch()} />
        ) : reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reviews from awarded work yet.</p>
        ) : (
          <ol className="grid gap-4" aria-label="Reviews">
            {reviews.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ol>
        )}
        {list.hasNextPage && (
          <Button variant="outline" className="justify-self-start" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {list.isFetchingNextPage ? "Loading..." : "Show more"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
