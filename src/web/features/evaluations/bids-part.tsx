import type { Evaluation } from "@/shared/contracts/evaluations";
import { useAuth } from "@/web/lib/use-auth";
import { BidItem } from "./bid-item";
import { namesText } from "./format";

/** The bids the caller may see on a request evaluated by a panel, each with its scores and consensus. */
export function BidsPart({ evaluation }: { evaluation: Evaluation }) {
  const { actor } = useAuth();
  const { you, bids } = evaluation;
  const conflicted = evaluation.declarations.filter((d) => d.userId === actor.userId && d.conflict).map((d) => d.providerName);
  return (
    <section aria-labelledby="evaluation-bids-title" className="grid gap-3">
      <h3 id="evaluation-bids-title" className="font-semibold">
        Scores
      </h3>
      {!you.seesBids ? (
        <p className="text-sm text-muted-foreground">
          {you.onPanel
            ? "The bids are shown once you have declared for every bidder."
            : "On a request evaluated by a panel, only the panel members and the organisation's Owners and Buyers see the bids."}
        </p>
      ) : bids.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bids to score{conflicted.length > 0 ? " that you may see" : " yet"}.</p>
      ) : (
        <ul aria-label="Bids" className="grid gap-3">
          {bids.map((bid) => (
            <BidItem key={bid.applicationId} requestId={evaluation.requestId} bid={bid} />
          ))}
        </ul>
      )}
      {conflicted.length > 0 && (
        <p className="text-sm text-muted-foreground">
          You declared a conflict of interest with {namesText(conflicted)}: {conflicted.length === 1 ? "its bid is" : "their bids are"} hidden from you.
        </p>
      )}
    </section>
  );
}
