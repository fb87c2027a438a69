import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Bell } from "lucide-react";
import { useState } from "react";
import type { Notification } from "@/shared/contracts/notifications";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { useAuth } from "@/web/lib/use-auth";
import { cn } from "@/web/lib/utils";
import { markAllRead, markRead, notificationQueries, refreshNotifications } from "./api";

/** A link's query as the router's search object, repeated keys as lists. */
function searchOf(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The top bar's bell: how many notifications are unread, and the latest, each linking to its page. */
export function NotificationBell() {
  const { viewer } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const bell = useQuery(notificationQueries.bell(viewer));
  const unread = bell.data?.unread ?? 0;
  const count = bell.data?.unreadMore ? "99+" : String(unread);
  const read = useMutation({ mutationFn: markRead, onSettled: () => refreshNotifications(queryClient) });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: () => refreshNotifications(queryClient) });
  const items = bell.data?.data ?? [];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notifications, ${count} unread` : "Notifications"}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-white">
              {count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-2rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between border-b px-4 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            Mark all read
          </Button>
        </div>
        {bell.isPending ? (
          <p className="px-4 py-6 text-sm text-muted-foreground" role="status">
            Loading notifications...
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <ul className="max-h-96 divide-y overflow-y-auto">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                item={n}
                onOpen={() => {
                  if (!n.read) read.mutate(n.id);
                  setOpen(false);
                }}
              />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const body = (
    <>
      <span className={cn("block text-sm", !item.read && "font-semibold")}>
        {!item.read && <span className="mr-2 inline-block size-2 rounded-full bg-primary" aria-label="Unread" role="img" />}
        {item.title}
      </span>
      <span className="block text-xs text-muted-foreground">{when(item.createdAt)}</span>
    </>
  );
  const style = "block px-4 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none";
  if (!item.link) return <li className={style}>{body}</li>;
  const [pathname, search] = item.link.split("?");
  return (
    <li>
      <Link to={pathname} search={searchOf(search ?? "") as never} className={style} onClick={onOpen}>
        {body}
      </Link>
    </li>
  );
}
