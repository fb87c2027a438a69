import { Link } from "@tanstack/react-router";
import type { ActivityEvent } from "@/shared/contracts/events";
import { Badge } from "@/web/components/ui/badge";
import { actorName, ChangeList, EventTime } from "./event-bits";

const th = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";
const td = "px-3 py-2 align-top";

/** Where an event leads an admin: its request, or the provider's edit page. */
function Subject({ event }: { event: ActivityEvent }) {
  const short = event.entityId.slice(0, 8);
  if (event.requestId)
    return (
      <Link to="/requests/$id" params={{ id: event.requestId }} className="text-primary hover:underline">
        View request<span className="sr-only"> {short}</span>
      </Link>
    );
  if (event.entityType === "provider" && event.action !== "deleted")
    return (
      <Link to="/admin/providers/$id/edit" params={{ id: event.entityId }} className="text-primary hover:underline">
        Edit provider<span className="sr-only"> {short}</span>
      </Link>
    );
  return <span className="font-mono text-xs text-muted-foreground">{short}</span>;
}

export function AdminActivityTable({ events }: { events: ActivityEvent[] }) {
  return (
    <div className="relative -mx-2 overflow-x-auto px-2">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Events, newest first</caption>
        <thead className="border-b">
          <tr>
            <th className={th}>When</th>
            <th className={th}>Event</th>
            <th className={th}>Actor</th>
            <th className={th}>Changes</th>
            <th className={th}>Subject</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {events.map((e) => (
            <tr key={e.id}>
              <td className={`${td} whitespace-nowrap`}>
                <EventTime at={e.at} />
              </td>
              <td className={td}>
                <div className="font-medium">{e.label}</div>
                <Badge variant="outline" className="mt-1">
                  {e.entityType}
                </Badge>
              </td>
              <td className={`${td} break-all`}>
                {actorName(e.actor)}
                {e.actor.email && e.actor.role && <div className="text-xs text-muted-foreground">{e.actor.role}</div>}
              </td>
              <td className={`${td} max-w-sm`}>
                <ChangeList changes={e.changes} />
              </td>
              <td className={td}>
                <Subject event={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
