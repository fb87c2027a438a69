import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Organisation } from "@/shared/contracts/organisations";
import { can } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { SettingSwitch } from "@/web/components/setting-switch";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { changeOrganisationSettings } from "./api";

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
        <SettingSwitch
          id="awards-need-approval"
          label="Awards need approval"
          hint="A second Owner or Buyer approves each award before the bidders are told."
          on={on}
          pending={save.isPending}
          canChange={owner}
          onToggle={() => save.mutate(!o.awardsNeedApproval)}
        />
      </CardContent>
    </Card>
  );
}
