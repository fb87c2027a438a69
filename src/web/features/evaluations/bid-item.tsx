import { useState } from "react";
import type { EvaluatedBid } from "@/shared/contracts/evaluations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/use-auth";
import { scoreBid, setConsensus } from "./api";
import { dateTimeText, namesText, personText, scoreText, slugId } from "./format";
import { ScoreForm } from "./score-form";
import { useEvaluationWrite } from "./use-evaluation-write";

const OWN_HINT = "Your score is final once submitted. You see the other members' scores of this bid after giving yours.";
const CONSENSUS_HINT = "The panel's agreed score: it enters the ranking in place of the individual scores.";

/** One bid as the caller may see it: their own score or its form, every member's score once allowed, the consensus. */
export function BidItem({ requestId, bid }: { requestId: string; bid: EvaluatedBid }) {
  const { actor } = useAuth();
  const titleId = slugId("bid", bid.applicationId);
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>();
  const [consensusErrors, setConsensusErrors] = useState<Record<string, string>>();
  const [changing, setChanging] = useState(false);
  const own = useEvaluationWrite(requestId, (v: { score: number; justification: string }) => scoreBid(bid.applicationId, v), { success: "Score submitted", failure: "Failed to submit the score" }, { onFieldError: setOwnErrors });
  const consensus = useEvaluationWrite(
    requestId,
    (v: { score: number; rationale: string }) => setConsensus(bid.applicationId, v),
    { success: "Consensus score saved", failure: "Failed to save the consensus score" },
    { onFieldError: setConsensusErrors, onDone: () => setChanging(false) },
  );
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={titleId} className="font-medium">
          {bid.providerName}
        </h4>
        <Badge variant="outline">{bid.status}</Badge>
        {bid.consensus && (
          <span className="text-sm">
            Consensus <span className="font-semibold">{scoreText(bid.consensus.score)}</span> / 10
          </span>
        )}
      </div>
      {bid.canScore && <ScoreForm kind="score" applicationId={bid.applicationId} providerName={bid.providerName} hint={OWN_HINT} pending={own.isPending} serverErrors={ownErrors} onSubmit={(score, justification) => own.mutate({ score, justification })} />}
      {bid.scores ? (
        <Scores bid={bid} />
      ) : (
        bid.yourScore && (
          <p className="text-sm">
            Your score: <span className="font-semibold">{scoreText(bid.yourScore.score)}</span> / 10
          </p>
        )
      )}
      {bid.awaiting.length > 0 && (
        <p className="text-sm text-muted-foreground">Waiting for scores from {namesText(bid.awaiting.map((p) => (p.userId === actor.userId ? "you" : personText(p))))}.</p>
      )}
      {bid.consensus && (
        <div className="grid gap-1 rounded-md bg-muted/40 p-3 text-sm">
          <p>
            <span className="font-medium">Consensus: {scoreText(bid.consensus.score)} / 10</span>
            {bid.consensus.by && <span className="text-muted-foreground"> · set by {personText(bid.consensus.by)}</span>}
            {bid.consensus.at && <span className="text-muted-foreground"> on {dateTimeText(bid.consensus.at)}</span>}
          </p>
          {bid.consensus.rationale && <p className="whitespace-pre-line break-words">{bid.consensus.rationale}</p>}
        </div>
      )}
      {bid.canSetConsensus && bid.consensus && !changing && (
        <div>
          <Button size="sm" variant="outline" onClick={() => setChanging(true)}>
            Change the consensus for {bid.providerName}
          </Button>
        </div>
      )}
      {bid.canSetConsensus && (!bid.consensus || changing) && (
        <ScoreForm
          kind="consensus"
          applicationId={bid.applicationId}
          providerName={bid.providerName}
          hint={CONSENSUS_HINT}
          pending={consensus.isPending}
          serverErrors={consensusErrors}
          onSubmit={(score, rationale) => consensus.mutate({ score, rationale })}
        />
      )}
    </li>
  );
}

/** Every member's score with reasons, and their spread. */
function Scores({ bid }: { bid: EvaluatedBid }) {
  const scores = bid.scores ?? [];
  if (scores.length === 0) return <p className="text-sm text-muted-foreground">No member has scored this bid yet.</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={`Scores for ${bid.providerName}`} className="grid gap-2">
        {scores.map((s) => (
          <li key={s.userId} className="grid gap-0.5 text-sm">
            <p>
              <span className="font-medium">{personText(s)}</span>
              {bid.yourScore?.userId === s.userId && <span className="text-muted-foreground"> (you)</span>}: <span className="font-semibold">{scoreText(s.score)}</span> / 10
            </p>
            <p className="whitespace-pre-line break-words text-muted-foreground">{s.justification}</p>
          </li>
        ))}
      </ul>
      {bid.spread && (
        <p className="text-sm">
          Spread: {scoreText(bid.spread.min)} – {scoreText(bid.spread.max)}, mean {scoreText(bid.spread.mean)}
        </p>
      )}
    </div>
  );
}
