import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { toast } from "sonner";
import type { MyApplication } from "@/shared/contracts/applications";
import { formatMoney } from "@/shared/reference";
import { CountryLabel } from "@/web/components/country-flag";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { ContractLink } from "@/web/features/contracts";
import { MessagesLink } from "@/web/features/messages";
import { useAuth } from "@/web/lib/use-auth";
import { cn, relativeTime, totalText , totalQualifier } from "@/web/lib/utils";
import { ApplicationStatusBadge, applicantMayWithdraw } from "./application-bits";
import { ApplicationTerms } from "./application-terms";
import { applicationQueries, changeApplicationStatus, refreshAfterApplicationChange } from "./api";
import { MyApplicationsSearch } from "./my-applications-search";

const route = getRouteApi("/me/applications");
const PAGE_SIZE = 10;

function MyApplications() {
  usePageTitle("My Applications");
  const { providerId } = useAuth();
  const { q, page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...applicationQueries.myList(q, page, PAGE_SIZE),
    enabled: Boolean(providerId),
    placeholderData: keepPreviousData,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => changeApplicationStatus(id, "WITHDRAWN"),
    onSuccess: () => toast.success("Application withdrawn successfully"),
    onError: (e) => toast.error(errorMessage(e, "Failed to withdraw application")),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  const header = <PageHeader title="My Applications" description="Your provider's applications to hospital requests." />;
  if (!providerId) {
    return (
      <Page className="max-w-5xl">
        {header}
        <Card className="p-8 text-center text-muted-foreground">User not associated with a provider</Card>
      </Page>
    );
  }
  return (
    <Page className="max-w-5xl">
      {header}
      <MyApplicationsSearch />
      {list.isPending ? (
        <SkeletonRows label="Loading applications" className="gap-3" rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <Card role="alert" className="p-8 text-center text-destructive">
          Failed to load applications
        </Card>
      ) : list.data.data.length === 0 && q ? (
        <Card className="p-10 text-center">
          <p className="font-medium">No applications match your search</p>
          <p className="mt-1 text-sm text-muted-foreground">Try other words: a request's title, a word of its description, or its country.</p>
        </Card>
      ) : list.data.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <p className="font-medium">No applications yet</p>
          <Button asChild>
            <Link to="/requests">Browse open requests</Link>
          </Button>
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {totalText(list.data)} application{list.data.total === 1 && !list.data.estimated ? "" : "s"}
          </p>
          <ul className={cn("grid gap-3", list.isPlaceholderData && "opacity-60")} aria-label="Applications">
            {list.data.data.map((a) => (
              <ApplicationItem key={a.id} application={a} busy={withdraw.isPending} onWithdraw={() => withdraw.mutate(a.id)} />
            ))}
          </ul>
          <Pagination className="mt-6" page={page} pageCount={pageCountOf(list.data.total, PAGE_SIZE)} qualifier={totalQualifier(list.data)} hasNext={list.data.hasNext} onPageChange={(p) => navigate({ search: { q, page: p } })} />
        </>
      )}
    </Page>
  );
}

function ApplicationItem({ application: a, busy, onWithdraw }: { application: MyApplication; busy: boolean; onWithdraw: () => void }) {
  const canWithdraw = applicantMayWithdraw(a.status, a.tender.status);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link to="/requests/$id" params={{ id: a.tender.id }} className="font-semibold text-primary hover:underline">
            {a.tender.title}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <CountryLabel code={a.tender.country} />
            <span>Request {a.tender.status === "OPEN" ? "open" : "closed"}</span>
            <span>Submitted {relativeTime(a.createdAt)}</span>
          </div>
          <ApplicationTerms terms={a} compact className="mt-2" />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">
          <span className="font-semibold">{formatMoney(a.pricePerCt, a.currency)}</span>
          <ApplicationStatusBadge status={a.status} />
          {a.status === "AWARDED" && <ContractLink applicationId={a.id} label={`Contract for ${a.tender.title}`} />}
          <MessagesLink applicationId={a.id} label={`Messages about ${a.tender.title}`} />
          {canWithdraw && (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" disabled={busy} aria-label={`Withdraw application to ${a.tender.title}`}>
                  Withdraw
                </Button>
              }
              title="Withdraw this application?"
              description="Your provider cannot apply to this request again after withdrawing."
              confirmLabel="Withdraw"
              onConfirm={onWithdraw}
            />
          )}
        </div>
      </Card>
    </li>
  );
}

export const MyApplicationsPage = guarded(MyApplications, ["telerad"]);
