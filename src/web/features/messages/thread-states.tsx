import { Eye, MessageSquareOff } from "lucide-react";
import { MESSAGE_MESSAGES as M, type ThreadSubject } from "@/shared/policy/messages";
import { ApiError, errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { AdminAccessForm } from "./admin-access-form";

/** A thread not read (yet): loading, an admin who has not stated a reason, refused or missing, or a failure to retry. */
export function ThreadNotShown({ subject, id, error, onRetry }: { subject: ThreadSubject; id: string; error: unknown; onRetry: () => void }) {
  if (!error)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the conversation" className="grid gap-4 rounded-xl border p-4">
        <Skeleton className="h-14 w-2/3" />
        <Skeleton className="ml-auto h-14 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (error instanceof ApiError && error.status === 403 && error.message === M.adminReasonNeeded) return <AdminAccessForm subject={subject} id={id} />;
  if (!(error instanceof ApiError && error.status >= 400 && error.status < 500))
    return <LoadError message={errorMessage(error, "The conversation could not be loaded.")} onRetry={onRetry} />;
  const missing = error.status === 404 || error.status === 400;
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <MessageSquareOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{missing ? "Conversation not found" : "Conversation unavailable"}</h2>
      <p className="text-muted-foreground">{missing ? "There is no such application or contract." : `${errorMessage(error, M.readNotAllowed)}.`}</p>
    </Card>
  );
}

/** In place of the composer for those who read but do not write. */
export function ReadOnlyNote({ admin }: { admin: boolean }) {
  return (
    <p className="flex items-center gap-2 border-t bg-muted/30 px-4 py-3 text-sm text-muted-foreground">
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      {admin ? "Admins read but do not write in this conversation." : "Viewers read this conversation but do not write in it."}
    </p>
  );
}
