import type { ReactNode } from "react";
import { type CompareEntry, type Comparison, rankedCount } from "@/shared/contracts/application-compare";
import { ApplicationStatusBadge } from "./application-bits";
import { type BestOf, bestInterop, bestMonthlyCost, bestPriceFor, bestPricePerStudy, bestQuality, bestScore, bestTurnaround } from "./compare-best";
import { EntryActions } from "./compare-actions";
import { EarliestStartCell, MonthlyCostCell, NoteCell, PriceCell, ProviderFacts, rankText, ScoreCell, TurnaroundCell } from "./compare-cells";
import { QualityCell } from "./compare-quality";
import { InteropFitList } from "@/web/components/interop-fit";

/** One fact of the comparison: a row of the desktop table, a line of each phone card. */
export interface Fact {
  key: string;
  label: string;
  cell: (entry: CompareEntry) => ReactNode;
  best?: BestOf;
  /** Takes a phone card's full width; the other facts go two to a line. */
  wide?: boolean;
}

/** The facts in the order the page shows them; the same list builds the table and the cards. */
export function factsOf({ request, entries }: Comparison): Fact[] {
  const ranked = rankedCount(entries);
  const priceRows: Fact[] =
    request.modalities.length > 0
      ? request.modalities.map((modality) => ({
          key: `price-${modality}`,
          label: `${modality} price per study`,
          best: bestPriceFor(modality),
          cell: (e) => {
            const price = e.prices.find((p) => p.modality === modality);
            return price ? <PriceCell amount={price.price.amount} currency={price.price.currency} converted={price.converted} request={request} /> : "—";
          },
        }))
      : [
          {
            key: "price",
            label: "Price per study",
            best: bestPricePerStudy,
            cell: (e) => <PriceCell amount={e.application.pricePerCt} currency={e.application.currency} converted={e.pricePerStudyConverted} request={request} />,
          },
        ];
  return [
    { key: "provider", wide: true, label: "Provider", cell: (e) => <ProviderFacts provider={e.provider} /> },
    { key: "status", label: "Status", cell: (e) => <ApplicationStatusBadge status={e.application.status} /> },
    ...priceRows,
    { key: "monthly", label: "Estimated monthly cost", best: bestMonthlyCost, cell: (e) => <MonthlyCostCell entry={e} request={request} /> },
    { key: "turnaround", label: "Turnaround commitment", best: bestTurnaround, cell: (e) => <TurnaroundCell entry={e} /> },
    ...(entries.some((e) => e.interoperability.length > 0)
      ? [{ key: "interop", wide: true, label: "Interoperability", best: bestInterop, cell: (e: CompareEntry) => <InteropFitList fit={e.interoperability} /> }]
      : []),
    { key: "start", label: "Earliest start", cell: (e) => <EarliestStartCell entry={e} /> },
    { key: "note", label: "Note", cell: (e) => <NoteCell entry={e} /> },
    { key: "quality", wide: true, label: "Quality score", best: bestQuality, cell: (e) => <QualityCell entry={e} request={request} /> },
    { key: "score", wide: true, label: "Score", best: bestScore, cell: (e) => <ScoreCell entry={e} request={request} /> },
    { key: "rank", label: "Rank", cell: (e) => <span className="font-medium">{rankText(e, ranked)}</span> },
    { key: "actions", wide: true, label: "Actions", cell: (e) => <EntryActions entry={e} request={request} /> },
  ];
}
