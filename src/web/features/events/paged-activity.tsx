import type { UseQueryResult } from "@tanstack/react-query";
import type { ActivityEvent, ActivityPage } from "@/shared/contracts/events";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { totalQualifier } from "@/web/lib/utils";
import { ActivityTimeline } from "./activity-timeline";

interface PagedActivityProps {
  query: UseQueryResult<ActivityPage>;
  /** What the history holds, under the "Activity" heading. */
  description: string;
  /** The timeline's accessible name. */
  label: string;
  onPage: (page: number) => void;
  /** The events as the page shows them (a domain may write its changes out in words). */
  shown?: (events: ActivityEvent[]) => ActivityEvent[];
  titleId?: string;
}

/** An Activity tab of one thing's history (an organisation's, a contract's): newest first, a page at a time. */
export function PagedActivity({ query, description, label, onPage, shown = (e) => e, titleId }: PagedActivityProps) {
  const data = query.data;
  return (
    <Card role={titleId ? "region" : undefined} aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Activity
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !data ? (
          <LoadError message={errorMessage(query.error, "The activity could not be loaded.")} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <SkeletonRows label="Loading activity" count={4} rowClassName="h-12" />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ActivityTimeline events={shown(data.data)} label={label} />
        )}
        {data && <Pagination label="Activity pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />}
      </CardContent>
    </Card>
  );
}
