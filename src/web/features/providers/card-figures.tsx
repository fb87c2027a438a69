import { Clock, Target } from "lucide-react";
import type * as React from "react";
import type { ProviderSummary } from "@/shared/contracts/providers";
import { cn } from "@/web/lib/utils";
import { formatTat, percentLabel, shownTurnaround, STATED_LABEL } from "./format";

/** Where a figure comes from: the ledger (green) or the provider's own word (muted). */
export function FigureSource({ measured, children, className }: { measured: boolean; children: React.ReactNode; className?: string }) {
  return <span className={cn("text-xs", measured ? "font-medium text-emerald-700" : "text-muted-foreground", className)}>{children}</span>;
}

/**
 * A directory card's turnaround, the ledger's median where it measured one ("measured on 1,234 studies"), else the
 * provider's ("stated by the provider"); and where measured, the share of studies within their commitment.
 */
export function CardFigures({ p }: { p: Pick<ProviderSummary, "medianTATMinutes" | "measured"> }) {
  const tat = shownTurnaround(p);
  const within = p.measured?.withinPercent ?? null;
  if (!tat && within === null) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="card-figures">
      {tat && (
        <p className="flex items-start gap-1.5">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">Median turnaround </span>
            <span className="whitespace-nowrap font-semibold">{formatTat(tat.minutes)}</span>
            <span className="sr-only"> · </span>
            <FigureSource measured={tat.source !== STATED_LABEL} className="block">
              {tat.source}
            </FigureSource>
          </span>
        </p>
      )}
      {within !== null && (
        <p className="flex items-start gap-1.5">
          <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">Within commitment </span>
            <span className="font-semibold">{percentLabel(within)}</span>
            <span className="sr-only"> · </span>
            <FigureSource measured className="block">
              measured
            </FigureSource>
          </span>
        </p>
      )}
    </div>
  );
}
