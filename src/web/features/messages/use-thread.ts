import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Message, Thread } from "@/shared/contracts/messages";
import type { ThreadSubject } from "@/shared/policy/messages";
import { queryRoots } from "@/web/lib/query-roots";
import { messageQueries } from "./api";

/** Every loaded page's messages once each (pages shift as messages arrive), oldest first. */
function oldestFirst(pages: Thread[] | undefined): Message[] {
  const byId = new Map<string, Message>();
  for (const page of pages ?? []) for (const m of page.messages.data) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
}

/**
 * The messages that were new to the reader while the conversation was open: each answer's `unread` counts the other
 * side's newest messages the reader had not read (and reading marks them read, so the next answer counts only later
 * ones). They stay marked until the reader writes.
 */
function useFreshIds(thread: Thread | undefined) {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    if (!thread?.unread || !thread.mySide) return;
    const theirs = thread.messages.data.filter((m) => m.author.side !== thread.mySide).slice(0, thread.unread);
    setIds((prev) => {
      const added = theirs.map((m) => m.id).filter((messageId) => !prev.includes(messageId));
      return added.length ? [...prev, ...added] : prev;
    });
  }, [thread]);
  return { ids, clear: () => setIds([]) };
}

/** A thread read every 5 seconds while shown: its first page's answer, all loaded messages and those new to the reader. */
export function useThread(subject: ThreadSubject, id: string, viewer: string) {
  const query = useInfiniteQuery(messageQueries.thread(subject, id, viewer));
  const pages = query.data?.pages;
  const thread = pages?.[0];
  const messages = useMemo(() => oldestFirst(pages), [pages]);
  const fresh = useFreshIds(thread);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Reading marked messages read: what counts them (a contract's `unreadMessages`) is read again.
    if (thread?.unread) void queryClient.invalidateQueries({ queryKey: subject === "contract" ? queryRoots.contracts : queryRoots.applications });
  }, [thread]);
  const firstFreshId = messages.find((m) => fresh.ids.includes(m.id))?.id;
  return { query, thread, messages, fresh: { count: fresh.ids.length, firstId: firstFreshId, clear: fresh.clear } };
}
