import { Star } from "lucide-react";
import type * as React from "react";
import type { Provider } from "@/shared/contracts/providers";
import { Card } from "@/web/components/ui/card";
import { formatNumber } from "@/web/lib/utils";
import { FigureSource } from "./card-figures";
import { formatTat, measuredOnLabel, monthLabel, percentLabel, reviewsLabel, STATED_LABEL } from "./format";

interface Figure {
  label: string;
  value: React.ReactNode;
  /** Lines under the value: where it comes from ("measured on …", "stated by the provider") or what it counts. */
  notes: { text: string; measured?: boolean }[];
}

type Note = Figure["notes"][number];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const stated = (text = STATED_LABEL): Note => ({ text: capitalised(text) });
const measuredNote = (text: string): Note => ({ text: capitalised(text), measured: true });

/** Median turnaround, share within commitment and cases read: measured where the ledger has studies, else stated. */
function performanceFigures(p: Provider): Figure[] {
  const m = p.measured;
  const figures: Figure[] = [];
  if (m && m.medianTatMinutes !== null) {
    const notes = [measuredNote(measuredOnLabel(m.studies))];
    if (p.medianTATMinutes !== null) notes.push(stated(`${STATED_LABEL}: ${formatTat(p.medianTATMinutes)}`));
    figures.push({ label: "Median turnaround", value: formatTat(m.medianTatMinutes), notes });
  } else {
    figures.push({ label: "Median turnaround", value: formatTat(p.medianTATMinutes), notes: p.medianTATMinutes === null ? [] : [stated()] });
  }
  if (m && m.withinPercent !== null) figures.push({ label: "Within commitment", value: percentLabel(m.withinPercent), notes: [measuredNote("measured")] });
  if (m) {
    const notes = [measuredNote(`measured since ${monthLabel(m.since)}`)];
    if (p.totalCases !== null) notes.push(stated(`${STATED_LABEL}: ${formatNumber(p.totalCases)} in all`));
    figures.push({ label: "Cases, last 12 months", value: formatNumber(m.studies), notes });
  } else if (p.totalCases !== null) {
    figures.push({ label: "Cases read", value: formatNumber(p.totalCases), notes: [stated()] });
  }
  return figures;
}

function keyFigures(p: Provider): Figure[] {
  const figures: Figure[] = [
    {
      label: "Rating",
      value: (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
          {p.rating.toFixed(1)}
        </span>
      ),
      notes: [{ text: reviewsLabel(p.reviewCount) }],
    },
    { label: "Reviews", value: formatNumber(p.reviewCount), notes: [{ text: `${formatNumber(p.verifiedReviews)} verified` }] },
    ...performanceFigures(p),
  ];
  if (p.slaCoverage) figures.push({ label: "SLA coverage", value: p.slaCoverage, notes: [stated()] });
  if (p.acceptanceRate !== null) figures.push({ label: "Acceptance rate", value: `${p.acceptanceRate}%`, notes: [stated()] });
  return figures;
}

/**
 * The profile's key figures (issue 31 §5): what the ledger measured on the provider's contracts over the last 12
 * months, labelled "measured", beside what the provider typed, labelled "stated by the provider".
 */
export function KeyFigures({ p }: { p: Provider }) {
  return (
    <section aria-label="Key figures" className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {keyFigures(p).map((f) => (
          <Card key={f.label} className="p-4">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-xl font-semibold">{f.value}</dd>
            {f.notes.map((n) => (
              <dd key={n.text} className="leading-snug">
                <FigureSource measured={Boolean(n.measured)}>{n.text}</FigureSource>
              </dd>
            ))}
          </Card>
        ))}
      </dl>
      {p.measured && (
        <p className="text-xs text-muted-foreground">
          Measured figures come from the {formatNumber(p.measured.studies)} studies recorded on RadBridge contracts since {monthLabel(p.measured.since)}; the others are
          as the provider states them.
        </p>
      )}
    </section>
  );
}
