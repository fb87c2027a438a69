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

/** On a phone: one card per event. */
function AdminActivityList({ events }: { events: ActivityEvent[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label="Events, newest first">
      {events.map((e) => (
        <li key={e.id} className="py-3">
          <div className="flex items-start justify-between gap-2">
            <span className="font-medium">{e.label}</span>
            <Badge variant="outline">{e.entityType}</Badge>
          </div>
          <div className="break-all text-sm">{actorName(e.actor)}</div>
          <EventTime at={e.at} />
          <ChangeList changes={e.changes} />
          <div className="mt-1 text-sm">
            <Subject event={e} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The events as a table, or as a list on a phone. */
export function AdminActivityTable({ events }: { events: ActivityEvent[] }) {
  return (
    <>
      <AdminActivityList events={events} />
      <EventTable events={events} />
    </>
  );
}

function EventTable({ events }: { events: ActivityEvent[] }) {
  return (
    <div className="relative -mx-2 hidden overflow-x-auto px-2 md:block">
      <table className="w-full text-sm">
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
              <td className={td}>
                <EventTime at={e.at} stacked />
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
