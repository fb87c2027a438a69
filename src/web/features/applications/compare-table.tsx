import type { CompareEntry } from "@/shared/contracts/application-compare";
import { cn } from "@/web/lib/utils";
import { BestMark, ProviderName } from "./compare-cells";
import type { Fact } from "./compare-facts";

/** Desktop: one column per application, best first, and one row per fact; the best value of a row is marked. */
export function CompareTable({ entries, facts }: { entries: readonly CompareEntry[]; facts: readonly Fact[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      {/* Equal columns, each at least 13rem wide: the table scrolls sideways rather than squeezing a bid. */}
      <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: `${11 + 13 * entries.length}rem` }}>
        <caption className="sr-only">Applications side by side, best first</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="sticky left-0 z-10 w-44 bg-card p-3 align-top font-medium text-muted-foreground">
              Application
            </th>
            {entries.map((e) => (
              <th key={e.application.id} scope="col" className="p-3 align-top font-normal">
                {e.rank !== null && <span className="mr-2 text-xs font-semibold text-muted-foreground">#{e.rank}</span>}
                <ProviderName entry={e} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => {
            const best = fact.best?.(entries);
            return (
              <tr key={fact.key} className="border-b last:border-0">
                <th scope="row" className="sticky left-0 z-10 bg-card p-3 align-top font-medium text-muted-foreground">
                  {fact.label}
                </th>
                {entries.map((e) => {
                  const isBest = best?.has(e.application.id) ?? false;
                  return (
                    <td key={e.application.id} className={cn("p-3 align-top", isBest && "bg-success/10")}>
                      {fact.cell(e)}
                      {isBest && <BestMark />}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
