import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { useState } from "react";
import type { RequestApplication } from "@/shared/contracts/applications";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { reviewQueries } from "./api";
import { AwardMeasures } from "./award-measures";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";

/**
 * For the hospital that owns the request: each awarded provider, with "Review provider" while the award
 * is unreviewed and "You reviewed this provider" after. Nothing shows before an award.
 */
export function AwardReviews({ requestId }: { requestId: string }) {
  const awards = useQuery(reviewQueries.awards(requestId));
  if (awards.isPending)
    return (
      <Card>
        <CardContent className="pt-6">
          <SkeletonRows label="Loading awarded providers" rowClassName="h-10 w-full" />
        </CardContent>
      </Card>
    );
  const rows = awards.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="section-award-reviews">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="section-award-reviews" className="flex items-center gap-2 text-lg">
          <Star className="size-5 text-primary" aria-hidden="true" />
          Review the awarded provider
        </CardTitle>
        <CardDescription>Your review appears on the provider's profile as a verified review from awarded work; your hospital's name is never shown.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {rows.map((a) => (
            <AwardItem key={a.id} application={a} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AwardItem({ application: a }: { application: RequestApplication }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/providers/$slug" params={{ slug: a.provider.slug }} className="font-medium hover:underline">
          {a.provider.name}
        </Link>
        {a.review ? (
          <p className="flex items-center gap-2 text-sm">
            <span className="font-medium">You reviewed this provider</span>
            <Stars rating={a.review.rating} />
          </p>
        ) : (
          a.canReview &&
          !open && (
            <Button size="sm" onClick={() => setOpen(true)}>
              <Star aria-hidden="true" />
              Review provider
            </Button>
          )
        )}
      </div>
      <AwardMeasures applicationId={a.id} />
      {!a.review && a.canReview && open && <ReviewForm applicationId={a.id} providerName={a.provider.name} onDone={() => setOpen(false)} />}
    </li>
  );
}
