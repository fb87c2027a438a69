import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { ActivityTimeline } from "@/web/features/events";
import { useAuth } from "@/web/lib/use-auth";
import { totalQualifier } from "@/web/lib/utils";
import { readableEvents } from "./activity-changes";
import { contractQueries } from "./api";

/** The Activity tab: who drafted, sent, accepted, changed or terminated the contract, newest first, a page at a time. */
export function ContractActivity({ contractId, currency, page, onPage }: { contractId: string; currency: string; page: number; onPage: (page: number) => void }) {
  const { viewer } = useAuth();
  const query = useQuery(contractQueries.activity(contractId, page, viewer));
  const data = query.data;
  return (
    <Card role="region" aria-labelledby="contract-activity-title">
      <CardHeader>
        <CardTitle as="h2" id="contract-activity-title">
          Activity
        </CardTitle>
        <CardDescription>Every step of the contract, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !data ? (
          <LoadError message={errorMessage(query.error, "The activity could not be loaded.")} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <SkeletonRows label="Loading activity" count={4} rowClassName="h-12" />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ActivityTimeline events={readableEvents(data.data, currency)} label="Contract activity, newest first" />
        )}
        {data && <Pagination label="Activity pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />}
      </CardContent>
    </Card>
  );
}
