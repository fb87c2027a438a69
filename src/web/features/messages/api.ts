import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import type { Message, Thread } from "@/shared/contracts/messages";
import { MESSAGE_MESSAGES, type ThreadSubject } from "@/shared/policy/messages";
import { ApiError, get, post, upload } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** The server's default page; "Show earlier messages" asks for the next one. */
const PAGE_SIZE = 50;
/** How often an open conversation looks for new messages (only while the tab is visible). */
const POLL_MS = 5000;

const root = queryRoots.messages;
const threadPath = (subject: ThreadSubject, id: string) => `/api/threads/${subject}/${encodeURIComponent(id)}`;

/** A 4xx keeps its answer (refused, not found, an admin without a stated reason): asking again changes nothing. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/**
 * A thread, page by page (page 1 holds the newest messages; each next page older ones). The answer depends on who
 * reads (`mine`, `mySide`), so the key carries the viewer. Every loaded page is read again every 5 seconds while the
 * tab is visible, unless the thread could not be read at all.
 */
export const messageQueries = {
  thread: (subject: ThreadSubject, id: string, viewer: string) =>
    infiniteQueryOptions({
      queryKey: [...root, subject, id, viewer] as const,
      queryFn: ({ pageParam }) => get<Thread>(threadPath(subject, id), { page: pageParam, pageSize: PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last: Thread) => (last.messages.hasNext ? last.messages.page + 1 : undefined),
      staleTime: 0,
      retry,
      refetchInterval: (query) => (query.state.data === undefined && query.state.status === "error" ? false : POLL_MS),
      refetchIntervalInBackground: false,
    }),
};

export const attachmentUrl = (id: string) => `/api/message-attachments/${encodeURIComponent(id)}`;

/** Sends a message (multipart: `body` and its `attachments`), reporting the upload's progress. */
export const sendMessage = (subject: ThreadSubject, id: string, data: FormData, onProgress: (fraction: number) => void) =>
  upload<Message>("POST", `${threadPath(subject, id)}/messages`, data, onProgress, { tooLarge: MESSAGE_MESSAGES.attachmentTooLarge, failed: "Failed to send the message" });

/** An admin states why they read the thread; the history records it and the thread opens to them for an hour. */
export const openAsAdmin = (subject: ThreadSubject, id: string, reason: string) => post<void>(`${threadPath(subject, id)}/admin-access`, { reason });

/** After writing (or being let in): the thread, read again. */
export const refreshThread = (client: QueryClient, subject: ThreadSubject, id: string) => refreshQueries(client, [...root, subject, id]);
