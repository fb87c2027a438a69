import { Download } from "lucide-react";
import type { Contract, ContractVersion } from "@/shared/contracts/contracts";
import { otherSide } from "@/shared/policy/contracts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate, formatDay } from "@/web/lib/utils";
import { versionDocumentUrl } from "./api";
import { personName, SIDE_LABELS } from "./format";
import { VersionStatusBadge } from "./labels";

const ANSWERS: Partial<Record<ContractVersion["status"], string>> = { accepted: "Accepted", changes_requested: "Changes requested", declined: "Declined" };

const versionName = (v: ContractVersion) => `Version ${v.number}${v.revision > 1 ? `, revision ${v.revision}` : ""}`;

function Quote({ children }: { children: string }) {
  return <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 pl-3 text-sm">{children}</blockquote>;
}

function VersionItem({ contractId, version: v }: { contractId: string; version: ContractVersion }) {
  const answer = ANSWERS[v.status];
  const answerer = otherSide(v.proposedBySide);
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{versionName(v)}</h3>
        <span className="text-sm text-muted-foreground">{v.kind === "contract" ? "Contract" : "Change"}</span>
        <VersionStatusBadge status={v.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        Proposed by {personName(v.proposedBy, v.proposedBySide)} ({SIDE_LABELS[v.proposedBySide]}) on {formatDate(v.proposedAt)} · effective from {formatDay(v.effectiveFrom)}
      </p>
      {v.message && <Quote>{v.message}</Quote>}
      {answer && v.respondedAt && (
        <div className="text-sm">
          <p className="text-muted-foreground">
            {answer} by {personName(v.respondedBy, answerer)} ({SIDE_LABELS[answerer]}) on {formatDate(v.respondedAt)}
          </p>
          {v.response && <Quote>{v.response}</Quote>}
        </div>
      )}
      <div>
        <Button asChild size="sm" variant="outline">
          <a href={versionDocumentUrl(contractId, v.id)} download aria-label={`Download PDF of ${versionName(v).toLowerCase()}`}>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
      </div>
    </li>
  );
}

/** Every version sent, newest first: who proposed it, the answer, and its document. */
export function ContractVersions({ contract }: { contract: Contract }) {
  const versions = [...contract.versions].sort((a, b) => b.number - a.number || b.revision - a.revision || b.proposedAt.localeCompare(a.proposedAt));
  return (
    <Card role="region" aria-labelledby="contract-versions-title">
      <CardHeader>
        <CardTitle as="h2" id="contract-versions-title">
          Versions
        </CardTitle>
        <CardDescription>Every version sent to the other side, newest first, with its answer and its document.</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No version has been sent yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Versions, newest first">
            {versions.map((v) => (
              <VersionItem key={v.id} contractId={contract.id} version={v} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function AcceptanceRow({ side, person, at }: { side: "hospital" | "provider"; person: Contract["acceptance"]["hospital"]; at: string | null }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b py-2 text-sm last:border-0">
      <dt className="font-medium">{SIDE_LABELS[side]}</dt>
      <dd className="text-muted-foreground">{at ? `${personName(person, side)} on ${formatDate(at)}` : "Not yet"}</dd>
    </div>
  );
}

/** Who accepted the contract for each side, and when. */
export function ContractAcceptance({ acceptance: a }: { acceptance: Contract["acceptance"] }) {
  return (
    <Card role="region" aria-labelledby="contract-acceptance-title">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="contract-acceptance-title" className="text-lg">
          Acceptance
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <AcceptanceRow side="hospital" person={a.hospital} at={a.hospitalAt} />
          <AcceptanceRow side="provider" person={a.provider} at={a.providerAt} />
        </dl>
      </CardContent>
    </Card>
  );
}
