import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, ShieldX } from "lucide-react";
import type { Comparison } from "@/shared/contracts/application-compare";
import { APPLICATION_MESSAGES } from "@/shared/policy/applications";
import { ApiError, errorMessage, isNotFound } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page } from "@/web/components/page";
import { RequestBreadcrumb } from "@/web/components/request-breadcrumb";
import { RequestNotFound } from "@/web/components/request-not-found";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { applicationQueries } from "./api";
import { CompareCards } from "./compare-cards";
import { factsOf } from "./compare-facts";
import { CompareSummary } from "./compare-summary";
import { CompareTable } from "./compare-table";

const route = getRouteApi("/requests/$id/compare");
const HEADING = "Compare Applications";

/** Compare Applications (issue 13 §4): every bid that is not withdrawn, side by side, scored and ranked. */
function Compare() {
  const { id } = route.useParams();
  const comparison = useQuery(applicationQueries.compare(id));
  usePageTitle(isNotFound(comparison.error) ? "Request Not Found" : HEADING);

  if (comparison.isPending) return <CompareSkeleton />;
  if (comparison.isError) {
    const e = comparison.error;
    if (isNotFound(e)) return <RequestNotFound />;
    if (e instanceof ApiError && e.status === 403) return <Refused requestId={id} message={errorMessage(e, APPLICATION_MESSAGES.compareNotAllowed)} />;
    return (
      <Page className="max-w-3xl">
        <LoadError message={errorMessage(e, "Failed to load the comparison")} onRetry={() => comparison.refetch()} />
      </Page>
    );
  }
  return <Loaded comparison={comparison.data} />;
}

function Loaded({ comparison }: { comparison: Comparison }) {
  const { request, entries } = comparison;
  const facts = factsOf(comparison);
  return (
    <Page>
      <RequestBreadcrumb request={request} page={HEADING} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{HEADING}</h1>
      <CompareSummary comparison={comparison} />
      {entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <p className="font-medium">No applications to compare yet</p>
          <Button asChild variant="outline">
            <Link to="/requests/$id" params={{ id: request.id }}>
              Back to the request
            </Link>
          </Button>
        </Card>
      ) : (
        <>
          <div className="hidden sm:block">
            <CompareTable entries={entries} facts={facts} />
          </div>
          <div className="sm:hidden">
            <CompareCards entries={entries} facts={facts} />
          </div>
        </>
      )}
    </Page>
  );
}

/** 403: the page is the owning organisation's evaluating members' and the admins' (compareRefusal says which message). */
function Refused({ requestId, message }: { requestId: string; message: string }) {
  return (
    <Page className="max-w-xl">
      <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
        <ShieldX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{HEADING}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild className="mt-2">
          <Link to="/requests/$id" params={{ id: requestId }}>
            <ArrowLeft aria-hidden="true" />
            Back to the request
          </Link>
        </Button>
      </Card>
    </Page>
  );
}

function CompareSkeleton() {
  return (
    <Page>
      <div role="status" aria-label="Loading the comparison">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="mt-8 h-9 w-80" />
        <Skeleton className="mt-6 h-28" />
        <Skeleton className="mt-6 h-96" />
      </div>
    </Page>
  );
}

export const ComparePage = guarded(Compare);
