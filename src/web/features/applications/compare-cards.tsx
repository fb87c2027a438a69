import { type CompareEntry, rankedCount } from "@/shared/contracts/application-compare";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/utils";
import { ApplicationStatusBadge } from "./application-bits";
import { BestMark, ProviderName, rankText } from "./compare-cells";
import type { Fact } from "./compare-facts";

const IN_HEADER = new Set(["status", "rank"]);

/** Phones: one card per application, best first, with the same facts as the table's rows. */
export function CompareCards({ entries, facts }: { entries: readonly CompareEntry[]; facts: readonly Fact[] }) {
  const bests = new Map(facts.map((f) => [f.key, f.best?.(entries)]));
  const ranked = rankedCount(entries);
  return (
    <ol aria-label="Applications, best first" className="grid gap-4">
      {entries.map((e) => (
        <li key={e.application.id}>
          <Card className="p-4">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="text-base">
                  <ProviderName entry={e} />
                </h2>
                <p className="text-sm text-muted-foreground">{e.rank === null ? "Not ranked" : `Rank ${rankText(e, ranked)}`}</p>
              </div>
              <ApplicationStatusBadge status={e.application.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 text-sm">
              {facts
                .filter((f) => !IN_HEADER.has(f.key))
                .map((fact) => {
                  const isBest = bests.get(fact.key)?.has(e.application.id) ?? false;
                  return (
                    <div key={fact.key} className={cn("grid content-start gap-1 rounded-md", fact.wide && "col-span-2", isBest && "-mx-1 bg-success/10 px-1 py-1")}>
                      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{fact.label}</dt>
                      <dd>
                        {fact.cell(e)}
                        {isBest && <BestMark />}
                      </dd>
                    </div>
                  );
                })}
            </dl>
          </Card>
        </li>
      ))}
    </ol>
  );
}
