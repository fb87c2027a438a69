import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Application, OwnEvaluation } from "@/shared/contracts/applications";
import { formatMoney } from "@/shared/reference";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ContractLink } from "@/web/features/contracts";
import { MessagesLink } from "@/web/features/messages";
import { relativeTime } from "@/web/lib/utils";
import { can } from "@/shared/policy/organisations";
import { useAuth } from "@/web/lib/use-auth";
import { ApplicationStatusBadge, applicantMayWithdraw } from "./application-bits";
import { ApplicationEvaluation } from "./application-evaluation";
import { ApplicationTerms } from "./application-terms";
import { ApplicationAmendment } from "./confirm-application";
import { changeApplicationStatus, refreshAfterApplicationChange } from "./api";

/** Spec §2 "Application Submitted": the provider's own bid, with Withdraw while the policy allows it. */
export function ApplicationSubmittedCard({ mine: { application, evaluation }, requestStatus, modalities }: { mine: { application: Application; evaluation: OwnEvaluation | null }; requestStatus: "OPEN" | "CLOSED"; modalities: string[] }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (id: string) => changeApplicationStatus(id, "WITHDRAWN"),
    onSuccess: () => toast.success("Application withdrawn successfully"),
    onError: (e) => toast.error(errorMessage(e, "Failed to withdraw application")),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });
  const { actor } = useAuth();
  // A Viewer of the provider reads its bid; only Owners and Bidders act on it (the server refuses the others).
  const canWithdraw = applicantMayWithdraw(application.status, requestStatus) && can(actor, "application.submit", actor.providerId);
  return (
    <Card role="region" aria-labelledby="application-submitted-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="application-submitted-title">Application Submitted</CardTitle>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <CardDescription>Submitted {relativeTime(application.createdAt)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="text-sm text-muted-foreground">Price per CT</p>
          <p className="text-2xl font-semibold">{formatMoney(application.pricePerCt, application.currency)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {application.status === "AWARDED" && <ContractLink applicationId={application.id} />}
          <MessagesLink applicationId={application.id} label="Messages with the hospital" />
        </div>
        <ApplicationTerms terms={application} modalities={modalities} />
        <ApplicationAmendment application={application} modalities={modalities} canConfirm={canWithdraw} />
        {evaluation && <ApplicationEvaluation evaluation={evaluation} />}
        {application.note && (
          <div>
            <p className="text-sm text-muted-foreground">Notes</p>
            <p className="whitespace-pre-line break-words text-sm">{application.note}</p>
          </div>
        )}
        {canWithdraw && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={withdraw.isPending}>
                {withdraw.isPending ? "Withdrawing..." : "Withdraw Application"}
              </Button>
            }
            title="Withdraw this application?"
            description="Your provider cannot apply to this request again after withdrawing."
            confirmLabel="Withdraw"
            onConfirm={() => withdraw.mutate(application.id)}
          />
        )}
      </CardContent>
    </Card>
  );
}
