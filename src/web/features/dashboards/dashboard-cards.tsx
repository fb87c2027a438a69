import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton, SkeletonRows } from "@/web/components/ui/skeleton";
import { dashboardQueries } from "./api";
import { Counters } from "./counters";
import { WaitingList } from "./waiting-list";

/** The dashboard's three parts, each loading on its own: the counters, what waits, the charts. */

/** The charts and their chart library load only here, on a signed-in page (ARCHITECTURE.md "Charts"). */
const DashboardChartsView = lazy(() => import("./dashboard-charts").then((m) => ({ default: m.DashboardChartsView })));

export function CountersSection({ viewer }: { viewer: string }) {
  const summary = useQuery(dashboardQueries.summary(viewer));
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        Figures
      </h2>
      {summary.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : summary.isError ? (
        <LoadError message={errorMessage(summary.error, "Could not load the figures")} onRetry={() => void summary.refetch()} />
      ) : summary.data.counters ? (
        <Counters counters={summary.data.counters} />
      ) : null}
    </section>
  );
}

export function WaitingCard({ viewer, organisation }: { viewer: string; organisation: string }) {
  const waiting = useQuery(dashboardQueries.waiting(viewer));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">What is waiting for you</CardTitle>
        <CardDescription>What your role in {organisation} lets you act on, oldest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {waiting.isPending ? (
          <SkeletonRows label="Loading what is waiting for you" count={3} rowClassName="h-14" />
        ) : waiting.isError ? (
          <LoadError message={errorMessage(waiting.error, "Could not load what is waiting for you")} onRetry={() => void waiting.refetch()} />
        ) : (
          <WaitingList groups={waiting.data.waiting} />
        )}
      </CardContent>
    </Card>
  );
}

const chartsLoading = <SkeletonRows label="Loading the charts" count={2} className="xl:grid-cols-2" rowClassName="h-80" />;

export function ChartsCard({ viewer }: { viewer: string }) {
  const charts = useQuery(dashboardQueries.charts(viewer));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">The last 12 months</CardTitle>
        <CardDescription>Month by month, from your organisation's contracts, studies and bids. Each chart has a table with the same numbers.</CardDescription>
      </CardHeader>
      <CardContent>
        {charts.isPending ? (
          chartsLoading
        ) : charts.isError ? (
          <LoadError message={errorMessage(charts.error, "Could not load the charts")} onRetry={() => void charts.refetch()} />
        ) : (
          <Suspense fallback={chartsLoading}>
            <DashboardChartsView data={charts.data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
