import type { MarketHealthFigure } from "@/shared/contracts/market-health";
import { Card } from "@/web/components/ui/card";
import { formatNumber } from "@/web/lib/utils";
import { FIGURE_KEYS, FIGURES } from "./format";

/** The window's figures, each with its definition under it. */
export function Headline({ figures }: { figures: MarketHealthFigure }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FIGURE_KEYS.map((key) => {
        const { label, definition, text } = FIGURES[key];
        const value = text(figures);
        return (
          <Card key={key} role="group" aria-labelledby={`health-${key}`} className="grid content-start gap-1 p-4">
            <h3 id={`health-${key}`} className="text-sm font-medium text-muted-foreground">
              {label}
            </h3>
            <div className="text-2xl font-bold tabular-nums sm:text-3xl">
              {value === "–" ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">No figure yet</span>
                </>
              ) : (
                value
              )}
            </div>
            {key === "awardedShare" && (
              <p className="text-sm tabular-nums">
                {formatNumber(figures.awardedRequests)} of {formatNumber(figures.closedRequests)} closed
              </p>
            )}
            <p className="text-sm text-muted-foreground">{definition}</p>
          </Card>
        );
      })}
    </div>
  );
}

/** The figures' places while the snapshot loads. */
export function HeadlineSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the marketplace health" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FIGURE_KEYS.map((key) => (
        <Card key={key} className="grid gap-2 p-4">
          <div aria-hidden="true" className="h-4 w-32 animate-pulse rounded-md bg-muted" />
          <div aria-hidden="true" className="h-9 w-20 animate-pulse rounded-md bg-muted" />
          <div aria-hidden="true" className="h-10 w-full animate-pulse rounded-md bg-muted" />
        </Card>
      ))}
    </div>
  );
}
