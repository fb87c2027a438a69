import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { toast } from "sonner";
import type { ApiKey } from "@/shared/contracts/studies";
import { errorMessage } from "@/web/api/client";
import { DataTable, NarrowList, td } from "@/web/components/data-table";
import { LoadError } from "@/web/components/load-error";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { formatDate } from "@/web/lib/utils";
import { organisationQueries, refreshOrganisation, revokeApiKey } from "./api";
import { ApiKeyForm } from "./api-key-form";
import { ApiKeysHowTo } from "./api-keys-how-to";

function KeyState({ apiKey: k }: { apiKey: ApiKey }) {
  if (k.revokedAt) return <Badge variant="outline">Revoked {formatDate(k.revokedAt)}</Badge>;
  return <Badge variant="success">Active</Badge>;
}

const lastUsed = (k: ApiKey) => (k.lastUsedAt ? `Last used ${formatDate(k.lastUsedAt)}` : "Never used");
const created = (k: ApiKey) => `Created ${formatDate(k.createdAt)}${k.createdBy ? ` by ${k.createdBy}` : ""}`;

/** Revoke (an active key), after a confirmation: calls with it are refused from then on. */
function RevokeKey({ organisationId, apiKey: k }: { organisationId: string; apiKey: ApiKey }) {
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(organisationId, k.id),
    onSuccess: () => toast.success(`Key "${k.name}" revoked`),
    onError: (error) => toast.error(errorMessage(error, "Failed to revoke the key")),
    onSettled: () => refreshOrganisation(client),
  });
  if (k.revokedAt) return null;
  return (
    <ConfirmDialog
      title="Revoke this API key?"
      description={`Systems using "${k.name}" (${k.prefix}…) will be refused from now on. This cannot be undone: create a new key to replace it.`}
      confirmLabel="Revoke key"
      onConfirm={() => revoke.mutate()}
      trigger={
        <Button size="sm" variant="ghost" className="text-destructive" disabled={revoke.isPending} aria-label={`Revoke the key ${k.name}`}>
          <Ban aria-hidden="true" /> {revoke.isPending ? "Revoking..." : "Revoke"}
        </Button>
      }
    />
  );
}

function KeyRows({ organisationId, keys }: { organisationId: string; keys: ApiKey[] }) {
  return (
    <>
      <NarrowList label="API keys, newest first">
        {keys.map((k) => (
          <li key={k.id} className="grid gap-1 py-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 break-words font-medium">{k.name}</span>
              <KeyState apiKey={k} />
            </div>
            <code className="text-xs text-muted-foreground">{k.prefix}…</code>
            <div className="text-muted-foreground">{created(k)}</div>
            <div className="text-muted-foreground">{lastUsed(k)}</div>
            <div>
              <RevokeKey organisationId={organisationId} apiKey={k} />
            </div>
          </li>
        ))}
      </NarrowList>
      <DataTable wideOnly caption="API keys, newest first" columns={["Name", "Key", "Created", "Last used", "State", { label: "Actions", srOnly: true }]}>
        {keys.map((k) => (
          <tr key={k.id}>
            <td className={`${td} break-words font-medium`}>{k.name}</td>
            <td className={`${td} whitespace-nowrap`}>
              <code className="text-xs">{k.prefix}…</code>
            </td>
            <td className={td}>
              <div className="whitespace-nowrap">{formatDate(k.createdAt)}</div>
              {k.createdBy && <div className="text-xs text-muted-foreground">by {k.createdBy}</div>}
            </td>
            <td className={`${td} whitespace-nowrap`}>{k.lastUsedAt ? formatDate(k.lastUsedAt) : <span className="text-muted-foreground">Never used</span>}</td>
            <td className={td}>
              <KeyState apiKey={k} />
            </td>
            <td className={`${td} text-right`}>
              <RevokeKey organisationId={organisationId} apiKey={k} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** The API keys tab (Owners and admins): create a key, the keys made so far, and how a system uses one. */
export function ApiKeysPanel({ organisationId }: { organisationId: string }) {
  const query = useQuery(organisationQueries.apiKeys(organisationId));
  const keys = query.data?.data;
  return (
    <div className="grid gap-6">
      <ApiKeyForm organisationId={organisationId} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">API keys</CardTitle>
          <CardDescription>Only the first characters of each key are kept for you to tell them apart. Revoke a key as soon as it is no longer used or may have leaked.</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isError && !keys ? (
            <LoadError message={errorMessage(query.error, "The API keys could not be loaded.")} onRetry={() => void query.refetch()} />
          ) : !keys ? (
            <SkeletonRows label="Loading API keys" count={2} rowClassName="h-12" />
          ) : keys.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No API keys yet.</p>
          ) : (
            <KeyRows organisationId={organisationId} keys={keys} />
          )}
        </CardContent>
      </Card>
      <ApiKeysHowTo />
    </div>
  );
}
