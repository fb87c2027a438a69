import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Organisation } from "@/shared/contracts/organisations";
import { can } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { SettingSwitch } from "@/web/components/setting-switch";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { meQuery } from "@/web/lib/me-query";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { requireTwoFactor } from "./api";

/** "Require two-factor" (issue 34 §1): an Owner, once their own account has it, requires it of every member. */
export function TwoFactorRequirementSetting({ organisation: o, onSaved }: { organisation: Organisation; onSaved: (o: Organisation) => void }) {
  const { actor } = useAuth();
  const client = useQueryClient();
  const owner = can(actor, "organisation.manage", o.id);
  const save = useMutation({
    mutationFn: (on: boolean) => requireTwoFactor(o.id, on),
    onSuccess: (saved) => {
      onSaved(saved);
      toast.success(saved.requireTwoFactor ? "Every member now needs two-factor authentication" : "Two-factor is no longer required");
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to change the setting")),
    onSettled: () => refreshQueries(client, queryRoots.organisations, meQuery.queryKey),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Security</CardTitle>
        <CardDescription>{owner ? "How your members sign in. Only Owners change it." : "How your members sign in; its Owners change it."}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          id="require-two-factor"
          label="Require two-factor authentication"
          hint="Members without it are taken to set it up before they can act for the organisation."
          on={save.isPending ? save.variables : o.requireTwoFactor}
          pending={save.isPending}
          canChange={owner}
          onToggle={() => save.mutate(!o.requireTwoFactor)}
        />
      </CardContent>
    </Card>
  );
}
