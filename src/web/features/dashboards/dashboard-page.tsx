import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton, SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { dashboardQueries } from "./api";
import { Counters } from "./counters";
import { StartHere } from "./start-here";
import { WaitingList } from "./waiting-list";

/** The charts and their chart library load only here, on a signed-in page (ARCHITECTURE.md "Charts"). */
const DashboardChartsView = lazy(() => import("./dashboard-charts").then((m) => ({ default: m.DashboardChartsView })));

const chartsLoading = <SkeletonRows label="Loading the charts" count={2} className="xl:grid-cols-2" rowClassName="h-80" />;

function ChartsCard({ viewer }: { viewer: string }) {
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

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your dashboard" className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

function Dashboard() {
  usePageTitle("Dashboard");
  const { role, viewer } = useAuth();
  const summary = useQuery(dashboardQueries.summary(viewer));
  const d = summary.data;
  const description = d?.organisation
    ? `${d.organisation.name}: you act as ${MEMBER_ROLE_LABELS[d.organisation.role]}.`
    : "Your organisation's figures, what waits for you and how they evolve show here once you act for one.";
  return (
    <Page>
      <PageHeader title="Dashboard" description={summary.isPending ? undefined : description} />
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <LoadError message={errorMessage(summary.error, "Could not load your dashboard")} onRetry={() => void summary.refetch()} />
      ) : !d?.counters ? (
        <StartHere role={role} />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="dashboard-figures">
            <h2 id="dashboard-figures" className="sr-only">
              Figures
            </h2>
            <Counters counters={d.counters} />
          </section>
          <Card>
            <CardHeader>
              <CardTitle as="h2">What is waiting for you</CardTitle>
              <CardDescription>What your role in {d.organisation?.name} lets you act on, oldest first.</CardDescription>
            </CardHeader>
            <CardContent>
              <WaitingList groups={d.waiting} />
            </CardContent>
          </Card>
          <ChartsCard viewer={viewer} />
        </div>
      )}
    </Page>
  );
}

export const DashboardPage = guarded(Dashboard);
