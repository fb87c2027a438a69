import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Columns3, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { RequestApplication } from "@/shared/contracts/applications";
import type { ApplicationStatus } from "@/shared/policy/applications";
import { formatMoney } from "@/shared/reference";
import { Button } from "@/web/components/ui/button";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { ContractLink } from "@/web/features/contracts";
import { useAwardApproval } from "@/web/features/evaluations";
import { MessagesLink } from "@/web/features/messages";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { cn, relativeTime } from "@/web/lib/utils";
import { AmendmentBadge, ApplicationStatusBadge, WaitingForApproval } from "./application-bits";
import { applicationQueries, refreshAfterApplicationChange } from "./api";
import { actionDoneToast, type OwnerAction, ownerActionsFor, runOwnerAction, statusChangeFailed } from "./owner-actions";

const FILTERS: { label: string; status?: ApplicationStatus }[] = [
  { label: "All" },
  { label: "Submitted", status: "SUBMITTED" },
  { label: "Shortlisted", status: "SHORTLISTED" },
  { label: "Awarded", status: "AWARDED" },
  { label: "Declined", status: "DECLINED" },
];
const PAGE_SIZE = 20;

/** Spec §2 "Applications table": for the owning hospital or an admin. */
/** The owning organisation's applications; `canDecide` (Owners, Buyers) and `canEvaluate` (and Evaluators) say what its member may do. */
export function ApplicationsTable({
  requestId,
  requestStatus,
  canDecide,
  canEvaluate,
}: {
  requestId: string;
  requestStatus: "OPEN" | "CLOSED";
  canDecide: boolean;
  canEvaluate: boolean;
}) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ApplicationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...applicationQueries.forRequest(requestId, filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const approval = useAwardApproval(requestId, true);
  const change = useMutation({
    mutationFn: (v: { id: string; action: OwnerAction }) => runOwnerAction(v.id, v.action),
    onSuccess: (_, v) => toast.success(actionDoneToast(v.action)),
    onError: statusChangeFailed(queryClient),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  // The heading counts every application to the request, whichever filter is on (spec: "the total count").
  const total = list.data ? Object.values(list.data.counts).reduce((sum, n) => sum + n, 0) : 0;
  const filterLabel = FILTERS.find((f) => f.status === filter)?.label;
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold leading-none tracking-tight">Applications ({list.isPending ? "…" : total})</h2>
          {total > 0 && canEvaluate && (
            <Button asChild size="sm" variant="outline">
              <Link to="/requests/$id/compare" params={{ id: requestId }}>
                <Columns3 aria-hidden="true" />
                Compare Applications
              </Link>
            </Button>
          )}
        </div>
        <div role="group" aria-label="Filter applications by status" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f.label}
              size="sm"
              variant={filter === f.status ? "default" : "outline"}
              aria-pressed={filter === f.status}
              onClick={() => {
                setFilter(f.status);
                setPage(1);
              }}
            >
              {f.label}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <SkeletonRows label="Loading applications" className="gap-3" rowClassName="h-12 w-full" />
        ) : list.isError ? (
          <p role="alert" className="py-6 text-center text-destructive">
            Failed to load applications
          </p>
        ) : list.data.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            {filter && total > 0 ? `No ${filterLabel?.toLowerCase()} applications` : "No applications received yet"}
          </p>
        ) : (
          <>
            <div className="-mx-2 hidden overflow-x-auto px-2 sm:block">
              <table className={cn("w-full min-w-[36rem] text-left text-sm", list.isPlaceholderData && "opacity-60")}>
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Provider
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Price per CT
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Submitted
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((a) => (
                    <Row key={a.id} application={a} actions={ownerActionsFor(a.status, requestStatus, canDecide, approval)} proposed={approval.pendingFor === a.id} busy={change.isPending} onAction={(action) => change.mutate({ id: a.id, action })} />
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label="Applications" className={cn("grid gap-3 sm:hidden", list.isPlaceholderData && "opacity-60")}>
              {list.data.data.map((a) => (
                <MobileItem key={a.id} application={a} actions={ownerActionsFor(a.status, requestStatus, canDecide, approval)} proposed={approval.pendingFor === a.id} busy={change.isPending} onAction={(action) => change.mutate({ id: a.id, action })} />
              ))}
            </ul>
            <Pagination label="Applications pages" className="mt-4 justify-end" page={page} pageCount={pageCountOf(list.data.total, PAGE_SIZE)} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Row({ application: a, actions, proposed, busy, onAction }: RowProps) {
  return (
    <tr className="border-b last:border-0">
      <td className="py-3 pr-3 align-top">
        <ProviderLink provider={a.provider} />
      </td>
      <td className="max-w-56 py-3 pr-3 align-top">
        <div className="font-medium">{formatMoney(a.pricePerCt, a.currency)}</div>
        {a.note && (
          <p className="truncate text-xs text-muted-foreground" title={a.note}>
            {a.note}
          </p>
        )}
      </td>
      <td className="py-3 pr-3 align-top">
        <div className="flex flex-col items-start gap-1">
          <ApplicationStatusBadge status={a.status} />
          {proposed && <WaitingForApproval />}
          <AmendmentBadge application={a} />
          {a.status === "AWARDED" && <ContractLink applicationId={a.id} label={`Contract with ${a.provider.name}`} />}
          <MessagesLink applicationId={a.id} label={`Messages with ${a.provider.name}`} />
        </div>
      </td>
      <td className="whitespace-nowrap py-3 pr-3 align-top text-muted-foreground">{relativeTime(a.createdAt)}</td>
      <td className="py-3 text-right align-top">
        <ActionMenu application={a} actions={actions} busy={busy} onAction={onAction} />
      </td>
    </tr>
  );
}

function ProviderLink({ provider }: { provider: RequestApplication["provider"] }) {
  return (
    <Link to="/providers/$slug" params={{ slug: provider.slug }} className="font-medium text-primary hover:underline">
      {provider.name}
    </Link>
  );
}

type RowProps = { application: RequestApplication; actions: OwnerAction[]; busy: boolean; onAction: (a: OwnerAction) => void; proposed?: boolean };

/** The Actions menu: only the legal moves from the current status. */
function ActionMenu({ application: a, actions, busy, onAction }: RowProps) {
  return actions.length === 0 ? (
    <span className="text-xs text-muted-foreground">No actions</span>
  ) : (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${a.provider.name}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.label}
            disabled={action.waiting !== undefined}
            aria-busy={action.waiting === "checking"}
            onSelect={() => onAction(action)}
            className={action.status === "DECLINED" ? "text-destructive focus:text-destructive" : undefined}
          >
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Phones: one card per application instead of a wide table. */
function MobileItem({ application: a, actions, proposed, busy, onAction }: RowProps) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <ProviderLink provider={a.provider} />
        <ActionMenu application={a} actions={actions} busy={busy} onAction={onAction} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{formatMoney(a.pricePerCt, a.currency)}</span>
        <ApplicationStatusBadge status={a.status} />
        {proposed && <WaitingForApproval />}
        <AmendmentBadge application={a} />
        <span className="text-muted-foreground">{relativeTime(a.createdAt)}</span>
        {a.status === "AWARDED" && <ContractLink applicationId={a.id} label={`Contract with ${a.provider.name}`} />}
        <MessagesLink applicationId={a.id} label={`Messages with ${a.provider.name}`} />
      </div>
      {a.note && (
        <p className="line-clamp-2 text-xs text-muted-foreground" title={a.note}>
          {a.note}
        </p>
      )}
    </li>
  );
}
