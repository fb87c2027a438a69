import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban, RotateCw } from "lucide-react";
import { toast } from "sonner";
import type { Invitation } from "@/shared/contracts/organisations";
import { MEMBER_ROLE_LABELS, type OrganisationKind } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { formatDate, totalQualifier, totalText } from "@/web/lib/utils";
import { organisationQueries, refreshOrganisation, resendInvitation, revokeInvitation } from "./api";
import { InviteForm } from "./invite-form";
import { InvitationStateBadge } from "./labels";
import { DataTable, NarrowList, td } from "@/web/components/data-table";

/** Resend (pending or expired: a new link valid another week) and Revoke (pending, after a confirmation). */
function InvitationActions({ organisationId, invitation: i }: { organisationId: string; invitation: Invitation }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendInvitation(organisationId, i.id),
    onSuccess: () => toast.success(`Invitation sent again to ${i.email}`),
    onError: (error) => toast.error(errorMessage(error, "Failed to resend the invitation")),
    onSettled: () => refreshOrganisation(client),
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvitation(organisationId, i.id),
    onSuccess: () => toast.success(`Invitation to ${i.email} revoked`),
    onError: (error) => toast.error(errorMessage(error, "Failed to revoke the invitation")),
    onSettled: () => refreshOrganisation(client),
  });
  if (i.state !== "pending" && i.state !== "expired") return null;
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()} aria-label={`Resend the invitation to ${i.email}`}>
        <RotateCw aria-hidden="true" /> {resend.isPending ? "Sending..." : "Resend"}
      </Button>
      {i.state === "pending" && (
        <ConfirmDialog
          title="Revoke this invitation?"
          description={`The link sent to ${i.email} will stop working. You can invite them again later.`}
          confirmLabel="Revoke"
          onConfirm={() => revoke.mutate()}
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive" disabled={revoke.isPending} aria-label={`Revoke the invitation to ${i.email}`}>
              <Ban aria-hidden="true" /> {revoke.isPending ? "Revoking..." : "Revoke"}
            </Button>
          }
        />
      )}
    </div>
  );
}

/** "Expires on …", "Expired on …", or nothing once accepted or revoked. */
function Expiry({ invitation: i }: { invitation: Invitation }) {
  if (i.state === "pending") return <>Expires {formatDate(i.expiresAt)}</>;
  if (i.state === "expired") return <>Expired {formatDate(i.expiresAt)}</>;
  return <span className="text-muted-foreground">—</span>;
}

function InvitationRows({ organisationId, invitations }: { organisationId: string; invitations: Invitation[] }) {
  return (
    <>
      <NarrowList label="Invitations, newest first">
        {invitations.map((i) => (
          <li key={i.id} className="grid gap-2 py-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 break-all font-medium">{i.email}</span>
              <InvitationStateBadge state={i.state} />
            </div>
            <div className="text-muted-foreground">
              {MEMBER_ROLE_LABELS[i.role]} · sent {formatDate(i.createdAt)}
              {i.invitedBy && ` by ${i.invitedBy}`}
            </div>
            {(i.state === "pending" || i.state === "expired") && (
              <div className="text-muted-foreground">
                <Expiry invitation={i} />
              </div>
            )}
            <InvitationActions organisationId={organisationId} invitation={i} />
          </li>
        ))}
      </NarrowList>
      <DataTable wideOnly caption="Invitations, newest first" columns={["E-mail", "Role", "State", "Sent", "Expiry", { label: "Actions", srOnly: true }]}>
        {invitations.map((i) => (
          <tr key={i.id}>
            <td className={`${td} break-all`}>
              <div className="font-medium">{i.email}</div>
              {i.invitedBy && <div className="text-xs text-muted-foreground">Invited by {i.invitedBy}</div>}
            </td>
            <td className={td}>{MEMBER_ROLE_LABELS[i.role]}</td>
            <td className={td}>
              <InvitationStateBadge state={i.state} />
            </td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(i.createdAt)}</td>
            <td className={`${td} whitespace-nowrap`}>
              <Expiry invitation={i} />
            </td>
            <td className={td}>
              <InvitationActions organisationId={organisationId} invitation={i} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** The Invitations tab (Owners and admins): the invite form over the invitations sent, newest first. */
export function InvitationsPanel({ organisationId, kind, page, onPage }: { organisationId: string; kind: OrganisationKind; page: number; onPage: (page: number) => void }) {
  const query = useQuery(organisationQueries.invitations(organisationId, page));
  const data = query.data;
  return (
    <div className="grid gap-6">
      <InviteForm organisationId={organisationId} kind={kind} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Invitations</CardTitle>
          <CardDescription>Pending invitations can be sent again or revoked; an expired one can be sent again with a new link.</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isError && !data ? (
            <LoadError message={errorMessage(query.error, "The invitations could not be loaded.")} onRetry={() => void query.refetch()} />
          ) : !data ? (
            <SkeletonRows label="Loading invitations" count={3} rowClassName="h-12" />
          ) : data.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No invitations sent yet.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {totalText(data)} invitation(s)
              </p>
              <InvitationRows organisationId={organisationId} invitations={data.data} />
            </>
          )}
          {data && <Pagination label="Invitation pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />}
        </CardContent>
      </Card>
    </div>
  );
}
