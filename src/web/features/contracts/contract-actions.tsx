import { Check, FilePen, MessageSquareReply, Send, X, XCircle } from "lucide-react";
import type { Contract } from "@/shared/contracts/contracts";
import { addDays, otherSide } from "@/shared/policy/contracts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDay } from "@/web/lib/utils";
import { ActionDialog } from "./action-dialog";
import { acceptContract, answerChange, requestChanges, sendContract, terminateContract } from "./api";
import { utcDay } from "@/shared/contracts/common";
import { SIDE_LABELS } from "./format";
import type { EditorMode } from "./terms-editor";

const pendingVersion = (c: Contract, kind: "contract" | "change") => c.versions.find((v) => v.kind === kind && v.status === "pending");

/** The provider's answers to a sent contract: accept it as it stands, or send it back with a message. */
function AcceptOrRequest({ contract: c }: { contract: Contract }) {
  const version = pendingVersion(c, "contract");
  if (!version) return null;
  return (
    <>
      {c.actions.includes("accept") && (
        <ActionDialog
          contractId={c.id}
          trigger={
            <Button>
              <Check aria-hidden="true" /> Accept contract
            </Button>
          }
          title="Accept this contract?"
          description={<p>You accept version {version.number}{version.revision > 1 ? `, revision ${version.revision}` : ""} as sent: its terms bind both organisations from {formatDay(version.terms.startDate)}.</p>}
          text={null}
          confirmLabel="Accept contract"
          pendingLabel="Accepting..."
          success="Contract accepted"
          failure="Failed to accept the contract"
          run={() => acceptContract(c.id, version.id)}
        />
      )}
      {c.actions.includes("requestChanges") && (
        <ActionDialog
          contractId={c.id}
          trigger={
            <Button variant="outline">
              <MessageSquareReply aria-hidden="true" /> Request changes
            </Button>
          }
          title="Request changes"
          description={<p>The hospital receives your message and may revise the draft and send it again.</p>}
          text={{ field: "message", label: "What should change?", required: true }}
          confirmLabel="Send request"
          pendingLabel="Sending..."
          success="Your request for changes was sent to the hospital"
          failure="Failed to request changes"
          run={(message) => requestChanges(c.id, version.id, message ?? "")}
        />
      )}
    </>
  );
}

/** The answers to the other side's change proposal. */
function AnswerChange({ contract: c }: { contract: Contract }) {
  const version = pendingVersion(c, "change");
  if (!version) return null;
  const from = formatDay(version.effectiveFrom);
  const dialog = (answer: "accept" | "decline") => (
    <ActionDialog
      contractId={c.id}
      trigger={
        <Button variant={answer === "accept" ? "default" : "outline"}>
          {answer === "accept" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />} {answer === "accept" ? "Accept change" : "Decline change"}
        </Button>
      }
      title={answer === "accept" ? "Accept the change?" : "Decline the change?"}
      description={
        <p>
          {answer === "accept"
            ? `Version ${version.number}'s terms apply from ${from}. The Versions tab shows them in full, with what they change marked.`
            : "The terms in force stay as they are. You may say why."}
        </p>
      }
      text={{ field: "message", label: "Message (optional)", required: false }}
      confirmLabel={answer === "accept" ? "Accept change" : "Decline change"}
      pendingLabel={answer === "accept" ? "Accepting..." : "Declining..."}
      destructive={answer === "decline"}
      success={answer === "accept" ? `Change accepted: it applies from ${from}` : "Change declined"}
      failure={answer === "accept" ? "Failed to accept the change" : "Failed to decline the change"}
      run={(message) => answerChange(c.id, version.id, answer, message)}
    />
  );
  return (
    <>
      {dialog("accept")}
      {dialog("decline")}
    </>
  );
}

function Terminate({ contract: c }: { contract: Contract }) {
  const notice = c.terms?.noticeDays ?? 0;
  const ends = addDays(utcDay(), notice);
  return (
    <ActionDialog
      contractId={c.id}
      trigger={
        <Button variant="outline" className="text-destructive">
          <XCircle aria-hidden="true" /> Terminate
        </Button>
      }
      title="Give notice of termination"
      description={
        <>
          <p>
            The notice period is {notice} day{notice === 1 ? "" : "s"}: given today, the contract ends on <strong>{formatDay(ends)}</strong>.
          </p>
          <p>The {SIDE_LABELS[otherSide(c.mySide ?? "hospital")].toLowerCase()} receives your reason. Notice cannot be withdrawn here.</p>
        </>
      }
      text={{ field: "reason", label: "Reason", required: true, requiredMessage: "Give a reason for the termination" }}
      confirmLabel="Give notice"
      pendingLabel="Giving notice..."
      destructive
      success={`Notice given: the contract ends on ${formatDay(ends)}`}
      failure="Failed to give notice"
      run={(reason) => terminateContract(c.id, reason ?? "")}
    />
  );
}

/** What the viewer may do now, from the server's `actions` only. */
export function ContractActions({ contract: c, mode, onMode }: { contract: Contract; mode: EditorMode | null; onMode: (mode: EditorMode) => void }) {
  const can = (a: Contract["actions"][number]) => c.actions.includes(a);
  if (c.actions.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="contract-actions-title">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="contract-actions-title" className="text-lg">
          Your next steps
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {can("edit") && (
          <Button variant={mode === "edit" ? "secondary" : "outline"} disabled={mode === "edit"} onClick={() => onMode("edit")}>
            <FilePen aria-hidden="true" /> Edit draft
          </Button>
        )}
        {can("send") && (
          <ActionDialog
            contractId={c.id}
            trigger={
              <Button disabled={mode === "edit"}>
                <Send aria-hidden="true" /> Send to provider
              </Button>
            }
            title="Send the contract to the provider?"
            description={<p>The provider's Owners can then accept it or ask for changes. The draft can no longer be edited while they decide.</p>}
            text={{ field: "message", label: "Message to the provider (optional)", required: false }}
            confirmLabel="Send contract"
            pendingLabel="Sending..."
            success="Contract sent to the provider"
            failure="Failed to send the contract"
            run={(message) => sendContract(c.id, message)}
          />
        )}
        <AcceptOrRequest contract={c} />
        {can("proposeChange") && (
          <Button variant={mode === "propose" ? "secondary" : "outline"} disabled={mode === "propose"} onClick={() => onMode("propose")}>
            <FilePen aria-hidden="true" /> Propose a change
          </Button>
        )}
        {can("answerChange") && <AnswerChange contract={c} />}
        {can("terminate") && <Terminate contract={c} />}
      </CardContent>
    </Card>
  );
}
