import type { ActivityEvent } from "@/shared/contracts/events";
import { actorName, ChangeList, EventTime } from "./event-bits";

/** Events as a timeline, in the order given (newest first): what, who, when, and the fields changed. */
export function ActivityTimeline({ events, label = "Activity" }: { events: ActivityEvent[]; label?: string }) {
  return (
    <ol className="relative space-y-4 border-l pl-5" aria-label={label}>
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
          <p className="font-medium">{e.label}</p>
          <p className="text-sm">
            <span className="sr-only">By </span>
            <span data-testid="event-actor" className="break-all">
              {actorName(e.actor)}
            </span>
            <span aria-hidden="true"> · </span>
            <EventTime at={e.at} />
          </p>
          <ChangeList changes={e.changes} />
        </li>
      ))}
    </ol>
  );
}
