import { History } from "lucide-react";
import { Fragment, useLayoutEffect, useRef } from "react";
import type { Message } from "@/shared/contracts/messages";
import type { ContractSide } from "@/shared/policy/contracts";
import { Button } from "@/web/components/ui/button";
import { MessageItem } from "./message-item";

/** Pixels from the bottom within which the reader counts as reading the newest message. */
const NEAR_BOTTOM = 80;

interface Props {
  /** Oldest first. */
  messages: Message[];
  mySide: ContractSide | null;
  /** The first message of those that were new to the reader, marked by a line above it. */
  firstNewId: string | undefined;
  empty: string;
  earlier: { available: boolean; loading: boolean; load: () => void };
}

/**
 * Keeps the scroll box where the reader expects: at the bottom on opening and while the reader stays there (new
 * messages, the "New" line), at the bottom after their own message, and on the same messages when earlier ones are
 * put above. It runs after every render, before the browser paints.
 */
function useChatScroll(messages: Message[]) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: string; newest?: string; fromBottom: number }>({ fromBottom: 0 });
  const first = messages[0]?.id;
  const newest = messages.at(-1);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = last.current;
    const bottom = el.scrollHeight - el.clientHeight;
    if (before.fromBottom < NEAR_BOTTOM || (newest?.mine && newest.id !== before.newest)) el.scrollTop = bottom;
    else if (first !== before.first) el.scrollTop = bottom - before.fromBottom;
    last.current = { first, newest: newest?.id, fromBottom: bottom - el.scrollTop };
  });
  const onScroll = () => {
    const el = box.current;
    if (el) last.current.fromBottom = el.scrollHeight - el.clientHeight - el.scrollTop;
  };
  return { box, onScroll };
}

/** The conversation, oldest at the top: a log that screen readers follow as messages arrive. */
export function MessageList({ messages, mySide, firstNewId, empty, earlier }: Props) {
  const { box, onScroll } = useChatScroll(messages);
  return (
    <div
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label="Messages"
      aria-busy={earlier.loading || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to be scrolled with the arrow keys.
      tabIndex={0}
      className="max-h-[min(65vh,42rem)] min-h-40 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-5"
    >
      {earlier.available && (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" onClick={earlier.load} disabled={earlier.loading}>
            <History aria-hidden="true" />
            {earlier.loading ? "Loading earlier messages..." : "Show earlier messages"}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="grid min-h-32 place-items-center px-4 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid gap-4">
          {messages.map((m) => (
            <Fragment key={m.id}>
              {m.id === firstNewId && (
                <li className="flex items-center gap-3 text-xs font-medium text-primary" aria-hidden="true">
                  <span className="h-px flex-1 bg-primary/40" />
                  New
                  <span className="h-px flex-1 bg-primary/40" />
                </li>
              )}
              <MessageItem message={m} mySide={mySide} />
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
