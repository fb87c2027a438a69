import { useInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { FileText, Users } from "lucide-react";
import { Page } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { messageQueries } from "./api";
import { ThreadPanel } from "./thread-panel";

const route = getRouteApi("/applications/$id/messages");

/** The thread's first page as the panel reads it (the panel polls; this only follows the same answer). */
function useThreadSummary(id: string) {
  const { viewer } = useAuth();
  const query = useInfiniteQuery({ ...messageQueries.thread("application", id, viewer), refetchInterval: false, select: (data) => data.pages[0] });
  return { thread: query.data, pending: query.isPending && query.fetchStatus !== "idle" };
}

function ApplicationMessages() {
  const { id } = route.useParams();
  const { thread, pending } = useThreadSummary(id);
  usePageTitle(thread ? `Messages: ${thread.subject.title}` : "Messages");
  const subject = thread?.subject;
  return (
    <Page className="max-w-4xl">
      <div className="mb-6 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
        {thread && subject ? (
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p className="flex min-w-0 items-start gap-2">
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                Application for{" "}
                {subject.requestId ? (
                  <Link to="/requests/$id" params={{ id: subject.requestId }} className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
                    {subject.title}
                  </Link>
                ) : (
                  <span className="font-medium text-foreground">{subject.title}</span>
                )}
              </span>
            </p>
            <p className="flex min-w-0 items-start gap-2">
              <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                {thread.hospital} and {thread.provider}
              </span>
            </p>
          </div>
        ) : (
          pending && <Skeleton className="h-10 w-full max-w-md" />
        )}
      </div>
      <ThreadPanel subject="application" id={id} />
    </Page>
  );
}

/** /applications/{id}/messages: signed-in users; the server decides who reads (the two organisations, admins with a reason). */
export const ApplicationMessagesPage = guarded(ApplicationMessages);
