import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import type { CompareEntry, Comparison } from "@/shared/contracts/application-compare";
import { requestCan } from "@/shared/policy/applications";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { useAwardApproval } from "@/web/features/evaluations";
import { useAuth } from "@/web/lib/use-auth";
import { refreshAfterApplicationChange } from "./api";
import { WaitingForApproval } from "./application-bits";
import { actionDoneToast, type OwnerAction, ownerActionsFor, runOwnerAction, statusChangeFailed } from "./owner-actions";

/**
 * Shortlist, Decline, Award and "Award and close request" for one bid, as the applications table allows them ("Propose
 * award" where awards need approval; "Waiting for approval" while the bid's proposal waits).
 */
export function EntryActions({ entry, request }: { entry: CompareEntry; request: Comparison["request"] }) {
  const queryClient = useQueryClient();
  const { actor } = useAuth();
  const canDecide = requestCan(actor, "application.decide", request);
  const approval = useAwardApproval(request.id, canDecide);
  const change = useMutation({
    mutationFn: (action: OwnerAction) => runOwnerAction(entry.application.id, action),
    onSuccess: (_, action) => toast.success(actionDoneToast(action)),
    onError: statusChangeFailed(queryClient),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });
  const actions = ownerActionsFor(entry.application.status, request.status, canDecide, approval);
  if (approval.pendingFor === entry.application.id) return <WaitingForApproval />;
  if (actions.length === 0) return <span className="text-xs text-muted-foreground">No actions</span>;
  return (
    <div role="group" aria-label={`Actions for ${entry.provider.name}`} className="flex flex-wrap gap-2">
      {actions.map((action) =>
        action.close ? (
          <ConfirmDialog
            key={action.label}
            trigger={
              <Button size="sm" disabled={change.isPending}>
                {action.label}
              </Button>
            }
            title={action.propose ? "Propose to award this application and close the request?" : "Award this application and close the request?"}
            description={
              action.propose
                ? "Once a second Owner or Buyer approves it, every other open application will be declined and notified."
                : "Every other open application will be declined and notified."
            }
            confirmLabel={action.label}
            onConfirm={() => change.mutate(action)}
          />
        ) : action.waiting ? (
          <Button key={action.label} size="sm" variant="outline" disabled aria-busy={action.waiting === "checking"}>
            {action.waiting === "checking" && <Loader2 className="animate-spin" aria-hidden="true" />}
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.label}
            size="sm"
            variant={action.status === "DECLINED" ? "outline" : action.status === "AWARDED" ? "default" : "secondary"}
            className={action.status === "DECLINED" ? "text-destructive hover:text-destructive" : undefined}
            disabled={change.isPending}
            onClick={() => change.mutate(action)}
          >
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}
