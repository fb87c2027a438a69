import type { BidderStandstill } from "@/shared/contracts/evaluations";
import { WEIGHT_KEYS, WEIGHT_LABELS } from "@/web/lib/tender-text";
import { pointsText, scoreText } from "./format";

type Summary = NonNullable<BidderStandstill["summary"]>;

/** The bidder's points per criterion beside the winning bid's, the totals, its rank and the panel's rationales. */
export function AssessmentSummary({ summary, youWon }: { summary: Summary; youWon: boolean }) {
  const { own, winner, weights, of } = summary;
  const both = !youWon && own !== null;
  return (
    <section aria-labelledby="assessment-summary-title" className="grid gap-2">
      <h4 id="assessment-summary-title" className="font-medium">
        Assessment summary
      </h4>
      {own && (
        <p>
          Your bid ranked <span className="font-medium">{own.rank}</span> of {of}.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Points per criterion{both ? ", your bid beside the winning bid" : ""}</caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Criterion
              </th>
              {own && (
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Your points
                </th>
              )}
              {(both || !own) && (
                <th scope="col" className="py-1.5 text-right font-medium">
                  Winner's points
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {WEIGHT_KEYS.map((k) => (
              <tr key={k} className="border-b">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {WEIGHT_LABELS[k]} <span className="text-muted-foreground">(of {weights[k]})</span>
                </th>
                {own && <td className="py-1.5 pr-3 text-right tabular-nums">{pointsText(own.points[k])}</td>}
                {(both || !own) && <td className="py-1.5 text-right tabular-nums">{pointsText(winner.points[k])}</td>}
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="py-1.5 pr-3">
                Total <span className="font-normal text-muted-foreground">(of 100)</span>
              </th>
              {own && <td className="py-1.5 pr-3 text-right tabular-nums">{pointsText(own.points.total)}</td>}
              {(both || !own) && <td className="py-1.5 text-right tabular-nums">{pointsText(winner.points.total)}</td>}
            </tr>
          </tbody>
        </table>
      </div>
      {own && <Rationale label="Your quality score" score={own.qualityScore} rationale={own.rationale} />}
      {(both || !own) && <Rationale label={`The winning bid's quality score (${winner.providerName})`} score={winner.qualityScore} rationale={winner.rationale} />}
    </section>
  );
}

function Rationale({ label, score, rationale }: { label: string; score: number; rationale: string | null }) {
  return (
    <div className="grid gap-0.5">
      <p>
        {label}: <span className="font-medium">{scoreText(score)}</span> / 10
      </p>
      {rationale && <p className="whitespace-pre-line break-words text-muted-foreground">The panel's rationale: {rationale}</p>}
    </div>
  );
}
