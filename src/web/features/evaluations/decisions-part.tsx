import type { ReactNode } from "react";
import type { Decision, Evaluation } from "@/shared/contracts/evaluations";
import { DECISION_LABELS, type DecisionStatus } from "@/shared/policy/evaluations";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { answerChallenge, approveAward, sendAwardBack, withdrawDecision } from "./api";
import { ChallengeList } from "./challenge-list";
import { dateTimeText, personText, slugId } from "./format";
import { ReasonDialog } from "./reason-dialog";
import { useEvaluationWrite } from "./use-evaluation-write";

const VARIANTS: Record<DecisionStatus, BadgeVariant> = { proposed: "warning", sent_back: "outline", decided: "success", withdrawn: "secondary" };

/** The award decisions, newest first: who proposed, approved or sent back, the standstill, challenges and answers. */
export function DecisionsPart({ evaluation }: { evaluation: Evaluation }) {
  const decisions = [...evaluation.decisions].sort((a, b) => b.proposedAt.localeCompare(a.proposedAt));
  return (
    <section aria-labelledby="evaluation-decisions-title" className="grid gap-3">
      <h3 id="evaluation-decisions-title" className="font-semibold">
        Award decisions
      </h3>
      <ul aria-label="Award decisions" className="grid gap-3">
        {decisions.map((d) => (
          <DecisionItem key={d.id} requestId={evaluation.requestId} decision={d} leads={evaluation.you.leads} />
        ))}
      </ul>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function DecisionItem({ requestId, decision: d, leads }: { requestId: string; decision: Decision; leads: boolean }) {
  const titleId = slugId("decision", d.id);
  const approve = useEvaluationWrite(requestId, () => approveAward(d.id), { success: "Award approved: the bidders are told", failure: "Failed to approve the award" });
  const sendBack = useEvaluationWrite(requestId, (reason: string) => sendAwardBack(d.id, reason), { success: "Award proposal sent back", failure: "Failed to send the proposal back" });
  const withdraw = useEvaluationWrite(requestId, (reason: string) => withdrawDecision(d.id, reason), { success: "Award decision withdrawn", failure: "Failed to withdraw the decision" });
  const answer = useEvaluationWrite(requestId, (v: { id: string; text: string }) => answerChallenge(v.id, v.text), { success: "Answer sent", failure: "Failed to send the answer" });
  const busy = approve.isPending || sendBack.isPending || withdraw.isPending;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={titleId} className="font-medium">
          Award to {d.providerName}
          {d.closeRequest ? ", closing the request" : ""}
        </h4>
        <Badge variant={VARIANTS[d.status]}>{DECISION_LABELS[d.status]}</Badge>
      </div>
      <dl className="grid gap-2 text-sm">
        <Fact term="Proposed">
          by {personText(d.proposedBy)}, {dateTimeText(d.proposedAt)}
        </Fact>
        {d.reviewedBy && d.reviewedAt && (
          <Fact term={d.status === "sent_back" ? "Sent back" : "Approved"}>
            by {personText(d.reviewedBy)}, {dateTimeText(d.reviewedAt)}
          </Fact>
        )}
        {d.sentBackReason && <Fact term="Reason">{d.sentBackReason}</Fact>}
        {d.decidedAt && <Fact term="Decided">{dateTimeText(d.decidedAt)}</Fact>}
        {d.decidedAt && <Fact term="Standstill">{d.standstillEndsAt ? `Ends ${dateTimeText(d.standstillEndsAt)}` : "None"}</Fact>}
        {d.withdrawnAt && (
          <Fact term="Withdrawn">
            {dateTimeText(d.withdrawnAt)}
            {d.withdrawnReason ? `: ${d.withdrawnReason}` : ""}
          </Fact>
        )}
      </dl>
      {(d.canApprove || d.canWithdraw) && (
        <div role="group" aria-label={`Actions on the award to ${d.providerName}`} className="flex flex-wrap gap-2">
          {d.canApprove && (
            <Button size="sm" disabled={busy} onClick={() => approve.mutate(undefined)}>
              {approve.isPending ? "Approving..." : "Approve award"}
            </Button>
          )}
          {d.canApprove && (
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline" disabled={busy}>
                  Send back
                </Button>
              }
              title="Send the award proposal back?"
              description={`The proposal to award ${d.providerName} goes back to the evaluation, and whoever proposed it reads your reason.`}
              label="Reason for sending it back"
              confirmLabel="Send back"
              pendingLabel="Sending back..."
              pending={sendBack.isPending}
              run={(reason, done) => sendBack.mutate(reason, { onSuccess: done })}
            />
          )}
          {d.canWithdraw && (
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" disabled={busy}>
                  Withdraw decision
                </Button>
              }
              title="Withdraw the award decision?"
              description="During the standstill the decision can be taken back: the bids and the request return to evaluation, the draft contract is dropped, and every bidder is told with your reason."
              label="Reason for withdrawing"
              confirmLabel="Withdraw decision"
              pendingLabel="Withdrawing..."
              pending={withdraw.isPending}
              run={(reason, done) => withdraw.mutate(reason, { onSuccess: done })}
            />
          )}
        </div>
      )}
      {d.status === "proposed" && !d.canApprove && <p className="text-sm text-muted-foreground">Waiting for a second Owner or Buyer to approve it; nothing is sent to the bidders before.</p>}
      {d.challenges.length > 0 && (
        <ChallengeList
          label={`Challenges of the award to ${d.providerName}`}
          challenges={d.challenges}
          answer={leads ? { pending: answer.isPending, run: (id, text, done) => answer.mutate({ id, text }, { onSuccess: done }) } : undefined}
        />
      )}
    </li>
  );
}
