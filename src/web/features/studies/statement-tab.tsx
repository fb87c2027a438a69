import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { lazy, Suspense } from "react";
import type { Statement } from "@/shared/contracts/studies";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Skeleton, SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { cn } from "@/web/lib/utils";
import { statementExportUrl, studyQueries } from "./api";
import { monthText } from "@/web/lib/figures";
import { Headline, Part, PeerReview, Volume } from "./statement-parts";
import { TierFiguresTable } from "./tier-figures";

/** The charts and their chart library load only when a statement is shown (ARCHITECTURE.md "Charts"). */
const StatementCharts = lazy(() => import("./statement-charts").then((m) => ({ default: m.StatementCharts })));

/** The months to choose from: those with studies, newest first, and the month shown when it has none yet. */
const monthChoices = (s: Statement) => (s.months.includes(s.month) ? s.months : [s.month, ...s.months].sort().reverse());

function MonthPicker({ statement: s, onMonth }: { statement: Statement; onMonth: (month: string) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="statement-month">Month</Label>
      <NativeSelect id="statement-month" className="w-48" value={s.month} onChange={(e) => onMonth(e.target.value)}>
        {monthChoices(s).map((m) => (
          <option key={m} value={m}>
            {monthText(m)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function StatementBody({ statement: s }: { statement: Statement }) {
  return (
    <CardContent className="grid grid-cols-1 gap-8">
      <Headline statement={s} />
      {s.months.length === 0 && <p className="text-sm text-muted-foreground">No studies have been recorded yet: the statement fills in as either side records them.</p>}
      <Part id="statement-tiers" title="Priority tiers">
        <TierFiguresTable statement={s} />
      </Part>
      <Volume statement={s} />
      <PeerReview statement={s} />
      {s.trend.length > 0 && (
        <Suspense fallback={<SkeletonRows label="Loading the charts" count={3} rowClassName="h-64" />}>
          <StatementCharts statement={s} />
        </Suspense>
      )}
    </CardContent>
  );
}

/** The Statement tab: a month's figures (the latest month with studies unless one is chosen), its charts and its CSV. */
export function StatementTab({ contractId, month, onMonth }: { contractId: string; month: string | undefined; onMonth: (month: string) => void }) {
  const { viewer } = useAuth();
  const query = useQuery(studyQueries.statement(contractId, month, viewer));
  const s = query.data;
  if (query.isError && !s) return <LoadError message={errorMessage(query.error, "The statement could not be loaded.")} onRetry={() => void query.refetch()} />;
  return (
    <Card role="region" aria-labelledby="statement-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="statement-title">
            {s ? `Statement for ${monthText(s.month)}` : "Statement"}
          </CardTitle>
          <CardDescription>Studies count in the month their images became available (UTC). Disputed studies count once resolved.</CardDescription>
        </div>
        {s && (
          <div className="flex flex-wrap items-center gap-3">
            <MonthPicker statement={s} onMonth={onMonth} />
            <Button asChild variant="outline">
              <a href={statementExportUrl(contractId, s.month)} download aria-label={`Export CSV of the statement for ${monthText(s.month)}`}>
                <FileDown aria-hidden="true" /> Export CSV
              </a>
            </Button>
          </div>
        )}
      </CardHeader>
      {s ? (
        <div className={cn(query.isPlaceholderData && "opacity-60")}>
          <StatementBody statement={s} />
        </div>
      ) : (
        <CardContent className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the statement">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </CardContent>
      )}
    </Card>
  );
}
