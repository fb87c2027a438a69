import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Organisation } from "@/shared/contracts/organisations";
import { can } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { cn } from "@/web/lib/utils";
import { changeOrganisationSettings } from "./api";

const LABEL_ID = "awards-need-approval-label";
const HINT_ID = "awards-need-approval-hint";

/**
 * A hospital organisation's "Awards need approval" (issue 33 §4): its Owners switch it; other members read it.
 * `onSaved` receives the organisation as the server answers it.
 */
export function AwardApprovalSetting({ organisation: o, onSaved }: { organisation: Organisation; onSaved: (o: Organisation) => void }) {
  const { actor } = useAuth();
  const client = useQueryClient();
  const owner = can(actor, "organisation.manage", o.id);
  const save = useMutation({
    mutationFn: (on: boolean) => changeOrganisationSettings(o.id, { awardsNeedApproval: on }),
    onSuccess: (saved) => {
      onSaved(saved);
      toast.success(saved.awardsNeedApproval ? "Awards now need a second member's approval" : "Awards no longer need approval");
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to change the setting")),
    onSettled: () => refreshQueries(client, queryRoots.organisations, queryRoots.evaluations),
  });
  const on = save.isPending ? save.variables : o.awardsNeedApproval;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Awards</CardTitle>
        <CardDescription>{owner ? "How your organisation awards its requests. Only Owners change it." : "How your organisation awards its requests; its Owners change it."}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <span id={LABEL_ID} className="text-sm font-medium">
              Awards need approval
            </span>
            <p id={HINT_ID} className="text-sm text-muted-foreground">
              A second Owner or Buyer approves each award before the bidders are told.
            </p>
          </div>
          {owner ? (
            <span className="flex shrink-0 items-center gap-2">
              <span aria-hidden="true" className="text-sm text-muted-foreground">
                {on ? "On" : "Off"}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={LABEL_ID}
                aria-describedby={HINT_ID}
                disabled={save.isPending}
                onClick={() => save.mutate(!o.awardsNeedApproval)}
                className={cn(
                  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60",
                  on ? "bg-primary" : "bg-muted-foreground/70",
                )}
              >
                <span aria-hidden="true" className={cn("block size-5 rounded-full bg-background shadow transition-transform", on ? "translate-x-5" : "translate-x-0")} />
              </button>
            </span>
          ) : (
            <span className="shrink-0 text-sm font-medium">{o.awardsNeedApproval ? "On" : "Off"}</span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
