import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { lazy, Suspense } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Button } from "@/web/components/ui/button";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/utils";
import { marketHealthQueries, refreshMarketHealth } from "./api";
import { dayText, updatedText } from "./format";
import { Headline, HeadlineSkeleton } from "./headline";

/** The charts and their chart library load only when the figures are shown (ARCHITECTURE.md "Charts"). */
const HealthCharts = lazy(() => import("./health-charts").then((m) => ({ default: m.HealthCharts })));

function RefreshButton() {
  const client = useQueryClient();
  const refresh = useMutation({
    mutationFn: refreshMarketHealth,
    onSuccess: (snapshot) => {
      client.setQueryData(marketHealthQueries.snapshot().queryKey, snapshot);
      toast.success("Marketplace health refreshed");
    },
    onError: (error) => toast.error("The figures could not be refreshed", { description: errorMessage(error, "Try again in a moment.") }),
  });
  return (
    // aria-disabled rather than disabled while pending: the button keeps the keyboard focus it was pressed with.
    <Button variant="outline" aria-disabled={refresh.isPending} className={cn(refresh.isPending && "opacity-60")} onClick={() => !refresh.isPending && refresh.mutate()}>
      <RotateCw aria-hidden="true" className={cn(refresh.isPending && "animate-spin")} />
      {refresh.isPending ? "Refreshing…" : "Refresh"}
      <span className="sr-only"> marketplace health</span>
    </Button>
  );
}

/**
 * /admin's marketplace health (issue 32 §4): the last 12 weeks' figures, each with its definition, when they were
 * computed, a button that recomputes them, and a chart per figure by week (each with its table).
 */
export function MarketHealthSection() {
  const query = useQuery(marketHealthQueries.snapshot());
  const snapshot = query.data;
  return (
    <section aria-labelledby="market-health-heading" className="mb-8 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="market-health-heading" className="text-xl font-semibold">
            Marketplace health
          </h2>
          <p className="text-sm text-muted-foreground">
            {snapshot ? `The last 12 weeks, ${dayText(snapshot.figures.from)} to ${dayText(snapshot.figures.to)} (weeks from Monday, UTC).` : "The last 12 weeks (weeks from Monday, UTC)."}{" "}
            <span aria-live="polite">{snapshot && `Updated ${updatedText(snapshot.computedAt)}.`}</span>
          </p>
        </div>
        <RefreshButton />
      </div>
      {snapshot ? (
        <>
          <Headline figures={snapshot.figures.headline} />
          <Suspense fallback={<SkeletonRows label="Loading the charts" count={2} rowClassName="h-64" />}>
            <HealthCharts weeks={snapshot.figures.weeks} />
          </Suspense>
        </>
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error, "The marketplace health could not be loaded.")} onRetry={() => void query.refetch()} />
      ) : (
        <HeadlineSkeleton />
      )}
    </section>
  );
}
