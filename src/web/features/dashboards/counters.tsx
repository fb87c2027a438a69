import type { DashboardCounters } from "@/shared/contracts/dashboards";
import { COUNTERS, type CounterKey } from "@/shared/policy/dashboards";
import { formatTurnaround } from "@/shared/policy/studies";
import { BigTotal } from "@/web/components/big-total";
import { PathLink } from "@/web/components/path-link";
import { formatNumber } from "@/web/lib/utils";

interface Shown {
  key: CounterKey;
  value: React.ReactNode;
  note?: string;
  href?: string;
}

function shownOf(c: DashboardCounters): Shown[] {
  if (c.kind === "hospital")
    return [
      { key: "activeTenders", value: formatNumber(c.activeTenders), href: "/requests" },
      { key: "partnerships", value: formatNumber(c.partnerships), href: "/contracts" },
      { key: "caseVolume", value: formatNumber(c.caseVolume) },
      { key: "averageTurnaround", value: formatTurnaround(c.averageTurnaroundSeconds), note: c.averageTurnaroundSeconds === null ? "No study recorded this month yet" : undefined },
    ];
  return [
    { key: "opportunities", value: <BigTotal count={c.opportunities} />, href: "/requests" },
    { key: "activeContracts", value: formatNumber(c.activeContracts), href: "/contracts" },
    { key: "casesThisMonth", value: formatNumber(c.casesThisMonth) },
    {
      key: "rating",
      value: c.reviewCount ? c.rating.toFixed(1) : "–",
      note: c.reviewCount ? `${formatNumber(c.reviewCount)} ${c.reviewCount === 1 ? "review" : "reviews"}` : "No reviews yet",
    },
  ];
}

/** The specification's four counters of the organisation's kind, computed, each with what it counts. */
export function Counters({ counters }: { counters: DashboardCounters }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {shownOf(counters).map(({ key, value, note, href }) => (
        <div key={key} className="flex flex-col gap-1 rounded-lg border bg-card p-4 shadow-xs" data-testid={`counter-${key}`}>
          <dt className="text-sm font-medium text-muted-foreground">
            {href ? (
              <PathLink to={href} className="hover:text-primary hover:underline">
                {COUNTERS[key].label}
              </PathLink>
            ) : (
              COUNTERS[key].label
            )}
          </dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid="counter-value">
            {value}
          </dd>
          {note && <dd className="text-sm text-muted-foreground">{note}</dd>}
          <dd className="mt-auto pt-2 text-xs text-muted-foreground">{COUNTERS[key].definition}</dd>
        </div>
      ))}
    </dl>
  );
}
