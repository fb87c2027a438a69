import { Lock } from "lucide-react";
import { useId } from "react";
import type { ThreadSubject } from "@/shared/policy/messages";
import { Badge } from "@/web/components/ui/badge";
import { useAuth } from "@/web/lib/use-auth";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { ReadOnlyNote, ThreadNotShown } from "./thread-states";
import { useThread } from "./use-thread";

export interface ThreadPanelProps {
  /** What the thread belongs to: an application (from its submission) or a contract. */
  subject: ThreadSubject;
  /** The application's or the contract's id. */
  id: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function Conversation({ subject, id, viewer }: ThreadPanelProps & { viewer: string }) {
  const headingId = useId();
  const { query, thread, messages, fresh } = useThread(subject, id, viewer);
  if (!thread) return <ThreadNotShown subject={subject} id={id} error={query.error} onRetry={() => void query.refetch()} />;
  const other = thread.mySide === "hospital" ? thread.provider : thread.mySide === "provider" ? thread.hospital : null;
  const readers = other ? `your organisation and ${other}` : `${thread.hospital} and ${thread.provider}`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-3 py-3 sm:px-5">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
          Private conversation
        </h2>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <p role="status">{fresh.count > 0 && <Badge>{plural(fresh.count, "new message")}</Badge>}</p>
          {thread.messages.total > 0 && <span>{plural(thread.messages.total, "message")}</span>}
        </div>
      </header>
      <MessageList
        messages={messages}
        mySide={thread.mySide}
        firstNewId={fresh.firstId}
        empty={`No messages yet. Only ${readers} can read this conversation.`}
        earlier={{ available: query.hasNextPage, loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() }}
      />
      {thread.canWrite ? <Composer subject={subject} id={id} to={other ?? "the other organisation"} onSent={fresh.clear} /> : <ReadOnlyNote admin={thread.mySide === null} />}
    </section>
  );
}

/**
 * The private conversation of an application or a contract between the hospital organisation and the provider: the
 * messages (read again every 5 seconds while the tab is visible), and the composer for those who may write. An admin
 * first states why they read it.
 */
export function ThreadPanel({ subject, id }: ThreadPanelProps) {
  const { viewer } = useAuth();
  // Another thread, or the same one for another organisation the user switched to, starts over.
  return <Conversation key={`${subject}/${id}/${viewer}`} subject={subject} id={id} viewer={viewer} />;
}
