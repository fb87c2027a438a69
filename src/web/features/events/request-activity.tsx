import { useInfiniteQuery } from "@tanstack/react-query";
import { History, Loader2 } from "lucide-react";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { eventQueries } from "./api";
import { ActivityTimeline } from "./activity-timeline";

/**
 * The request's Activity timeline (issue 15 §3): every event for the owner and admins, a provider's
 * own application's events for its users (the server decides which). Newest first, "Show more" for older.
 */
export function RequestActivity({ requestId, own }: { requestId: string; own: boolean }) {
  const { viewer } = useAuth();
  const query = useInfiniteQuery(eventQueries.request(requestId, viewer));
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Card role="region" aria-labelledby="section-activity">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="section-activity" className="flex items-center gap-2 text-lg">
          <History className="size-5 text-primary" aria-hidden="true" /> Activity
        </CardTitle>
        <CardDescription>{own ? "Who changed what on your application, newest first." : "Every change to this request and its applications, newest first."}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <SkeletonRows label="Loading activity" count={3} rowClassName="h-12" />
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span>{errorMessage(query.error, "The activity could not be loaded.")}</span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ActivityTimeline events={events} />
        )}
        {query.hasNextPage && (
          <Button className="mt-4" variant="outline" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
            {query.isFetchingNextPage ? "Loading..." : "Show more"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
