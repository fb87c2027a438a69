import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { MailX } from "lucide-react";
import { NOTIFICATION_MESSAGES } from "@/shared/contracts/notifications";
import { errorMessage } from "@/web/api/client";
import { Page } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { notificationQueries, unsubscribe } from "./api";

const route = getRouteApi("/unsubscribe");

/** A mail's Unsubscribe link: asks before switching that kind of mail off (link scanners follow links); no sign-in needed. */
export function UnsubscribePage() {
  usePageTitle("Unsubscribe");
  const { token = "" } = route.useSearch();
  const queryClient = useQueryClient();
  const info = useQuery({ ...notificationQueries.unsubscribe(token), enabled: token !== "" });
  const done = useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (next) => queryClient.setQueryData(notificationQueries.unsubscribe(token).queryKey, next),
  });
  const error = token === "" ? NOTIFICATION_MESSAGES.badToken : info.isError ? errorMessage(info.error, NOTIFICATION_MESSAGES.badToken) : done.isError ? errorMessage(done.error, NOTIFICATION_MESSAGES.badToken) : null;
  return (
    <Page className="max-w-xl">
      <Card>
        <CardHeader>
          <MailX className="mb-2 size-8 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Unsubscribe</h1>
          {info.data && !info.data.unsubscribed && <CardDescription>Stop e-mails about {info.data.label.toLowerCase()} to {info.data.email}?</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : !info.data ? (
            <SkeletonRows label="Reading the link" count={2} rowClassName="h-6" />
          ) : info.data.unsubscribed ? (
            <p role="status" className="text-sm">
              You will no longer receive e-mails about {info.data.label.toLowerCase()} at {info.data.email}. The bell in RadBridge still shows them.
            </p>
          ) : (
            <div>
              <Button onClick={() => done.mutate()} disabled={done.isPending}>
                {done.isPending ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </div>
          )}
          <p className="text-sm">
            <Link to="/profile" hash="notifications" className="text-primary underline-offset-4 hover:underline">
              Manage all notification settings
            </Link>
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
