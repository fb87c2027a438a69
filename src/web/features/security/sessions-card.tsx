import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AccountSession } from "@/shared/contracts/security";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { formatDate, relativeTime } from "@/web/lib/utils";
import { securityQueries, signOutOtherSessions, signOutSession } from "./api";

/** Where the account is signed in (issue 34 §3): each session's device, rough place and last activity; sign one or all others out. */
export function SessionsCard() {
  const { viewer } = useAuth();
  const client = useQueryClient();
  const query = useQuery(securityQueries.sessions(viewer));
  const refresh = () => refreshQueries(client, queryRoots.security);
  const one = useMutation({
    mutationFn: (s: AccountSession) => signOutSession(s.id),
    onSuccess: (_, s) => toast.success(`${s.device} was signed out`),
    onError: (e) => toast.error(errorMessage(e, "Failed to sign out the session")),
    onSettled: refresh,
  });
  const others = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ ended }) => toast.success(ended === 1 ? "1 other session was signed out" : `${ended} other sessions were signed out`),
    onError: (e) => toast.error(errorMessage(e, "Failed to sign out your other sessions")),
    onSettled: refresh,
  });
  const sessions = query.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. A session ends after a week without use, and after 30 days whatever its use. Places are approximate,{" "}
          <a href="https://db-ip.com" className="underline" rel="noreferrer" target="_blank">
            IP Geolocation by DB-IP
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <SkeletonRows label="Loading sessions" count={2} rowClassName="h-12" />
        ) : query.isError ? (
          <LoadError message="Your sessions could not be loaded." onRetry={() => query.refetch()} />
        ) : (
          <ul className="grid gap-2" aria-label="Your sessions">
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                <div className="grid gap-0.5">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    {s.device}
                    {s.current && <Badge variant="success">This device</Badge>}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {s.place ?? "Place unknown"} · signed in {formatDate(s.signedInAt)} · last active {relativeTime(s.lastActiveAt)}
                  </span>
                </div>
                {!s.current && (
                  <Button variant="outline" size="sm" disabled={one.isPending} aria-label={`Sign out ${s.device}, last active ${relativeTime(s.lastActiveAt)}`} onClick={() => one.mutate(s)}>
                    {one.isPending && one.variables?.id === s.id ? "Signing out..." : "Sign out"}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" disabled={others.isPending || !sessions.some((s) => !s.current)} onClick={() => others.mutate()}>
            {others.isPending ? "Signing out..." : "Sign out all other sessions"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
