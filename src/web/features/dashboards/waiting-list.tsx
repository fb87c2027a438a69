import { CircleCheck } from "lucide-react";
import type { WaitingGroup } from "@/shared/contracts/dashboards";
import { WAITING_LABELS } from "@/shared/policy/dashboards";
import { PathLink } from "@/web/components/path-link";
import { Badge } from "@/web/components/ui/badge";
import { formatDate, formatDay, formatNumber } from "@/web/lib/utils";

function Group({ group }: { group: WaitingGroup }) {
  const id = `waiting-${group.kind}`;
  const more = group.total - group.items.length;
  return (
    <section aria-labelledby={id} className="grid gap-2" data-testid={id}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        {WAITING_LABELS[group.kind]}
        <Badge variant="secondary" className="tabular-nums">
          {formatNumber(group.total)}
        </Badge>
      </h3>
      <ul className="divide-y rounded-lg border">
        {group.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <PathLink to={item.href} className="font-medium text-primary hover:underline">
                {item.title}
              </PathLink>
              <p className="text-sm text-muted-foreground">{item.detail}</p>
            </div>
            <time dateTime={item.since} className="shrink-0 text-xs text-muted-foreground">
              {group.kind === "credentials"
                ? `Expires on ${formatDay(item.since.slice(0, 10))}`
                : group.kind === "bids"
                  ? `Deadline ${formatDate(item.since)}`
                  : `Waiting since ${formatDate(item.since)}`}
            </time>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-xs text-muted-foreground">and {formatNumber(more)} more</p>}
    </section>
  );
}

/** What waits for the member, kind by kind (only the kinds their role may act on, the server decides), each item linking to where it is done. */
export function WaitingList({ groups }: { groups: WaitingGroup[] }) {
  const waiting = groups.filter((g) => g.total > 0);
  if (!waiting.length)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck className="size-4 text-primary" aria-hidden="true" /> Nothing is waiting for you.
      </p>
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {waiting.map((g) => (
        <Group key={g.kind} group={g} />
      ))}
    </div>
  );
}
