import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Pencil } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { isAnonymousDetail, type RequestView } from "@/shared/contracts/request-views";
import { compareRefusal, isRequestOwner, requestCan, viewApplicationsRefusal } from "@/shared/policy/applications";
import { activityRefusal, activityScope } from "@/shared/policy/events";
import { can } from "@/shared/policy/organisations";
import { ownsRequest } from "@/shared/policy/reviews";
import { isProviderUser } from "@/shared/policy/roles";
import { errorMessage, isNotFound } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page } from "@/web/components/page";
import { RequestBreadcrumb } from "@/web/components/request-breadcrumb";
import { usePageTitle } from "@/web/components/page-title";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApplicationsTable, ApplyCard } from "@/web/features/applications";
import { EvaluationSection } from "@/web/features/evaluations";
import { RequestActivity } from "@/web/features/events";
import { QuestionsSection } from "@/web/features/questions";
import { AwardReviews } from "@/web/features/reviews";
import { useAuth } from "@/web/lib/use-auth";
import { relativeTime } from "@/web/lib/utils";
import { requestQueries } from "./api";
import { CountryLabel } from "@/web/components/country-flag";
import { LicenceRequiredBadge, postedAt, RequestStatusBadge } from "./request-bits";
import { AnonymousDetailBody } from "./request-detail-anonymous";
import { ContactDetailsCard, DetailSections, HospitalInformationCard } from "./request-detail-sections";
import { RequestNotFound } from "@/web/components/request-not-found";
import { hospitalHidden } from "./request-logic";
import { AmendedMark, RequestAmendments } from "./request-amendments";

const route = getRouteApi("/requests/$id");

// Loaded with the signed-in view only (as ApplyCard and ApplicationsTable): anonymous visitors do not download them.
const RequestStatusActions = lazy(() => import("./request-status-actions").then((m) => ({ default: m.RequestStatusActions })));

export function RequestDetailPage() {
  const { id } = route.useParams();
  const { loading: authLoading, viewer, actor } = useAuth();
  const detail = useQuery({ ...requestQueries.detail(id, viewer), enabled: !authLoading });
  const notFound = isNotFound(detail.error);
  usePageTitle(detail.data?.title ?? (notFound ? "Request Not Found" : "Request"));

  if (authLoading || detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    const e = detail.error;
    if (notFound) return <RequestNotFound />;
    return (
      <Page className="max-w-3xl">
        <LoadError message={errorMessage(e, "Failed to load the request")} onRetry={() => detail.refetch()} />
      </Page>
    );
  }

  const data = detail.data;
  if (isAnonymousDetail(data)) {
    return (
      <Page>
        <RequestBreadcrumb request={data} />
        <DetailHeader title={data.title} facility={<span className="italic">Hidden</span>} country={data.country} posted={postedAt(data)} />
        <AnonymousDetailBody id={data.id} country={data.country} posted={postedAt(data)} />
      </Page>
    );
  }

  const request: RequestView = data;
  const telerad = hospitalHidden(actor);
  const team = { organisationId: request.organisationId ?? null };
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <Page>
        <RequestBreadcrumb request={request} />
        <DetailHeader
          title={request.title}
          status={
            <>
              <RequestStatusBadge status={request.status} />
              {request.licenceRequired && <LicenceRequiredBadge country={request.country} className="ml-2" />}
              {request.amendedAt && <AmendedMark at={request.amendedAt} />}
            </>
          }
          facility={telerad ? <span className="italic">Hospital name hidden</span> : request.facility}
          country={request.country}
          posted={postedAt(request)}
          actions={
            request.canManage && (
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link to="/requests/$id/edit" params={{ id: request.id }}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <RequestStatusActions request={request} />
              </div>
            )
          }
        />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <DetailSections request={request} />
            {request.amendments && <RequestAmendments amendments={request.amendments} />}
            <QuestionsSection requestId={request.id} requestOpen={request.status === "OPEN"} />
            {!viewApplicationsRefusal(actor, team) && <ApplicationsTable requestId={request.id} requestStatus={request.status} canDecide={requestCan(actor, "application.decide", team)} canEvaluate={!compareRefusal(actor, team)} />}
            {isRequestOwner(actor, team) && <EvaluationSection requestId={request.id} />}
            {ownsRequest(actor, team) && <AwardReviews requestId={request.id} />}
            {!activityRefusal(actor, team) && <RequestActivity requestId={request.id} own={activityScope(actor, team) === "provider"} />}
          </div>
          <aside className="flex flex-col gap-6" aria-label="Request information">
            {/* The form needs an OPEN request (ApplyCard hides it otherwise); the provider's own application stays visible once closed. */}
            {isProviderUser(actor) && <ApplyCard canBid={can(actor, "application.submit", actor.providerId)} requestId={request.id} requestStatus={request.status} modalities={request.modalities} tatRequirement={request.tatRequirement} eligibility={request.eligibility} interopFit={request.interopFit} />}
            <HospitalInformationCard request={request} telerad={telerad} />
            {!telerad && <ContactDetailsCard request={request} />}
          </aside>
        </div>
      </Page>
    </Suspense>
  );
}

function DetailHeader({ title, status, facility, country, posted, actions }: { title: string; status?: ReactNode; facility: ReactNode; country: string; posted: string; actions?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        {status && <div className="mb-2">{status}</div>}
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span data-testid="request-facility">{facility}</span>
          <CountryLabel code={country} />
          <span>Posted {relativeTime(posted)}</span>
        </div>
      </div>
      {actions}
    </header>
  );
}

function DetailSkeleton() {
  return (
    <Page>
      <div role="status" aria-label="Loading request">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-8 h-9 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/3" />
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64 lg:col-span-2" />
          <Skeleton className="h-64" />
        </div>
      </div>
    </Page>
  );
}
