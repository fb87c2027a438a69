import { useInfiniteQuery } from "@tanstack/react-query";
import { History, Loader2 } from "lucide-react";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { eventQueries } from "./api";
import { actorName, ChangeList, EventTime } from "./event-bits";

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
          <ol className="relative space-y-4 border-l pl-5" aria-label="Activity">
            {events.map((e) => (
              <li key={e.id} className="relative">
                <span className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
                <p className="font-medium">{e.label}</p>
                <p className="text-sm">
                  <span className="sr-only">By </span>
                  <span data-testid="event-actor">{actorName(e.actor)}</span>
                  <span aria-hidden="true"> · </span>
                  <EventTime at={e.at} />
                </p>
                <ChangeList changes={e.changes} />
              </li>
            ))}
          </ol>
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
