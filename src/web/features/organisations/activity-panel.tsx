import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { ActivityTimeline } from "@/web/features/events";
import { totalQualifier } from "@/web/lib/utils";
import { organisationQueries } from "./api";

/** The Activity tab: the organisation's profile and membership changes, newest first, a page at a time. */
export function ActivityPanel({ organisationId, page, onPage }: { organisationId: string; page: number; onPage: (page: number) => void }) {
  const query = useQuery(organisationQueries.activity(organisationId, page));
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Activity</CardTitle>
        <CardDescription>Who changed the profile, invited, joined, left or changed roles, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !data ? (
          <LoadError message={errorMessage(query.error, "The activity could not be loaded.")} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <SkeletonRows label="Loading activity" count={4} rowClassName="h-12" />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ActivityTimeline events={data.data} label="Organisation activity, newest first" />
        )}
        {data && <Pagination label="Activity pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />}
      </CardContent>
    </Card>
  );
}
