import { useQuery } from "@tanstack/react-query";
import type { BidderStandstill } from "@/shared/contracts/evaluations";
import { DECISION_LABELS } from "@/shared/policy/evaluations";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { evaluationQueries } from "./api";
import { AssessmentSummary } from "./assessment-summary";
import { ChallengeForm } from "./challenge-form";
import { ChallengeList } from "./challenge-list";
import { dateTimeText } from "./format";

const TITLE_ID = "award-decision-title";

/**
 * What a bidder is told of the award decision on a request it applied to (issue 33 §5): the standstill, its
 * assessment summary beside the winner's, its challenges with their answers, and a challenge while the standstill runs.
 * Nothing shows before a decision is made.
 */
export function AwardDecisionCard({ requestId }: { requestId: string }) {
  const { viewer } = useAuth();
  const query = useQuery(evaluationQueries.standstill(requestId, viewer));
  const data = query.data;
  if (!data?.decision) return null;
  return <Loaded requestId={requestId} data={data} decision={data.decision} />;
}

function Loaded({ requestId, data, decision }: { requestId: string; data: BidderStandstill; decision: NonNullable<BidderStandstill["decision"]> }) {
  const withdrawn = decision.status === "withdrawn";
  const running = decision.standstillEndsAt !== null && new Date(decision.standstillEndsAt).getTime() > Date.now();
  return (
    <Card role="region" aria-labelledby={TITLE_ID}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={TITLE_ID}>Award decision</CardTitle>
          <Badge variant={withdrawn ? "secondary" : decision.youWon ? "success" : "outline"}>{DECISION_LABELS[decision.status]}</Badge>
        </div>
        <CardDescription>
          {withdrawn
            ? `The hospital withdrew its award decision${decision.withdrawnAt ? ` on ${dateTimeText(decision.withdrawnAt)}` : ""}: the evaluation continues.`
            : decision.youWon
              ? "The hospital has decided to award the request to your bid."
              : "The hospital has decided to award the request to another bid."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {!withdrawn && decision.standstillEndsAt && (
          <p>
            <span className="text-muted-foreground">{running ? "Standstill until" : "Standstill ended"}</span>{" "}
            <span className="font-medium">{dateTimeText(decision.standstillEndsAt)}</span>
            {running && !decision.youWon && <span className="text-muted-foreground">: until then you may challenge the decision.</span>}
          </p>
        )}
        {data.summary && <AssessmentSummary summary={data.summary} youWon={decision.youWon} />}
        {data.challenges.length > 0 && (
          <section aria-labelledby="your-challenges-title" className="grid gap-2">
            <h4 id="your-challenges-title" className="font-medium">
              Your challenges
            </h4>
            <ChallengeList label="Your challenges" challenges={data.challenges} own />
          </section>
        )}
        {data.canChallenge && <ChallengeForm requestId={requestId} decisionId={decision.id} />}
      </CardContent>
    </Card>
  );
}
