import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Passkey } from "@/shared/contracts/security";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { formatDate, relativeTime } from "@/web/lib/utils";
import { addPasskey, removePasskey, securityQueries } from "./api";

/** A WebAuthn prompt the person closed or let time out is not an error worth more than a line. */
const passkeyError = (e: unknown, fallback: string) => (e instanceof Error && e.name === "NotAllowedError" ? "No passkey was made: the device's prompt was closed." : errorMessage(e, fallback));

/** Passkeys on the profile (issue 34 §2): sign in with the device's lock instead of a password; add several, remove any. */
export function PasskeysCard() {
  const { viewer } = useAuth();
  const client = useQueryClient();
  const query = useQuery(securityQueries.passkeys(viewer));
  const refresh = () => refreshQueries(client, queryRoots.security);
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (p) => toast.success(`Passkey added: ${p.name}`),
    onError: (e) => toast.error(passkeyError(e, "Failed to add a passkey")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (p: Passkey) => removePasskey(p.id),
    onSuccess: (_, p) => toast.success(`Passkey removed: ${p.name}`),
    onError: (e) => toast.error(errorMessage(e, "Failed to remove the passkey")),
    onSettled: refresh,
  });
  const passkeys = query.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passkeys</CardTitle>
        <CardDescription>Sign in with your fingerprint, face or device PIN instead of a password. A passkey stays on your device and cannot be phished.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <SkeletonRows label="Loading passkeys" count={1} rowClassName="h-12" />
        ) : query.isError ? (
          <LoadError message="Your passkeys could not be loaded." onRetry={() => query.refetch()} />
        ) : passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No passkeys yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Your passkeys">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                <div className="grid gap-0.5">
                  <span className="text-sm font-medium">{p.name}</span>
                  <span className="text-sm text-muted-foreground">
                    added {formatDate(p.createdAt)} · {p.lastUsedAt ? `last used ${relativeTime(p.lastUsedAt)}` : "not used yet"}
                  </span>
                </div>
                <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={`Remove passkey ${p.name}, added ${formatDate(p.createdAt)}`} onClick={() => remove.mutate(p)}>
                  {remove.isPending && remove.variables?.id === p.id ? "Removing..." : "Remove"}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" disabled={add.isPending} onClick={() => add.mutate()}>
            {add.isPending ? "Waiting for your device..." : "Add a passkey"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
