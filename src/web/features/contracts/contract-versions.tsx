import { Download } from "lucide-react";
import type { Contract, ContractVersion, TierTerms } from "@/shared/contracts/contracts";
import { type MarkedTerms, markTerms, versionBefore } from "@/shared/policy/contract-versions";
import { otherSide, tierLabel } from "@/shared/policy/contracts";
import { formatMoney } from "@/shared/reference/currencies";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate, formatDay, formatNumber } from "@/web/lib/utils";
import { versionDocumentUrl } from "./api";
import { GENERAL_LABELS, generalText, TermsSections } from "./contract-terms";
import { durationText, percentText, personName, SIDE_LABELS } from "./format";
import { VersionStatusBadge } from "./labels";

const ANSWERS: Partial<Record<ContractVersion["status"], string>> = { accepted: "Accepted", changes_requested: "Changes requested", declined: "Declined" };

const versionName = (v: ContractVersion) => `Version ${v.number}${v.revision > 1 ? `, revision ${v.revision}` : ""}`;

function Quote({ children }: { children: string }) {
  return <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 pl-3 text-sm">{children}</blockquote>;
}

const creditShort = (t: TierTerms) => (t.creditPercent === null || t.creditBelowPercent === null ? "none" : `${percentText(t.creditPercent)} below ${percentText(t.creditBelowPercent)} on time`);

/** What a version changed, one line each: "Service line added: CT, Emergency (≤30m), €65.00". */
function changeLines(marked: MarkedTerms, currency: string): string[] {
  const money = (minor: number) => formatMoney(minor / 100, currency);
  const out: string[] = [];
  for (const l of marked.lines) {
    const line = `${l.modality}, ${tierLabel(l.tier)}`;
    if (l.mark === "added") out.push(`Service line added: ${line}, ${money(l.priceMinor)}`);
    if (l.mark === "removed") out.push(`Service line removed: ${line}`);
    if (l.mark === "changed" && l.before) out.push(`Price of ${line}: ${money(l.before.priceMinor)} → ${money(l.priceMinor)}`);
  }
  for (const t of marked.tiers) {
    if (t.mark === "added") out.push(`Tier added: ${tierLabel(t.tier)}, reported within ${durationText(t.commitmentMinutes)}`);
    if (t.mark === "removed") out.push(`Tier removed: ${tierLabel(t.tier)}`);
    if (t.mark === "changed" && t.before) {
      if (t.before.commitmentMinutes !== t.commitmentMinutes) out.push(`${tierLabel(t.tier)}: reported within ${durationText(t.before.commitmentMinutes)} → ${durationText(t.commitmentMinutes)}`);
      if (creditShort(t.before) !== creditShort(t)) out.push(`${tierLabel(t.tier)} service credit: ${creditShort(t.before)} → ${creditShort(t)}`);
    }
  }
  for (const f of marked.forecast) {
    if (f.mark === "added") out.push(`Forecast added: ${f.modality}, ${formatNumber(f.studies)} studies / month`);
    if (f.mark === "removed") out.push(`Forecast removed: ${f.modality}`);
    if (f.mark === "changed" && f.before !== null) out.push(`Forecast for ${f.modality}: ${formatNumber(f.before)} → ${formatNumber(f.studies)} studies / month`);
  }
  for (const g of marked.general) if (g.mark === "changed") out.push(`${GENERAL_LABELS[g.field]}: ${generalText(g.field, g.before)} → ${generalText(g.field, g.value)}`);
  return out;
}

function VersionItem({ contract, version: v, open }: { contract: Contract; version: ContractVersion; open: boolean }) {
  const answer = ANSWERS[v.status];
  const answerer = otherSide(v.proposedBySide);
  const before = versionBefore(contract.versions, v);
  const marked = markTerms(v.terms, before?.terms ?? null);
  const changes = marked.changed ? changeLines(marked, contract.currency) : [];
  const name = versionName(v);
  const idPrefix = `version-${v.number}-${v.revision}`;
  return (
    <li className="grid gap-2 rounded-lg border p-4" aria-labelledby={`${idPrefix}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${idPrefix}-title`} className="font-semibold">
          {name}
        </h3>
        <span className="text-sm text-muted-foreground">{v.kind === "contract" ? "Contract" : "Change"}</span>
        <VersionStatusBadge status={v.status} />
        <Button asChild size="sm" variant="outline" className="ml-auto">
          <a href={versionDocumentUrl(contract.id, v.id)} download aria-label={`Download PDF of ${name.toLowerCase()}`}>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
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
      {before && (
        <div className="text-sm">
          <p className="font-medium">{marked.changed ? `Changes from ${versionName(before).toLowerCase()}:` : `The same terms as ${versionName(before).toLowerCase()}.`}</p>
          {marked.changed && (
            <ul className="ml-5 list-disc" aria-label={`Changes in ${name.toLowerCase()}`}>
              {changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <details open={open} className="group rounded-md border bg-muted/20 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-primary">Terms of {name.toLowerCase()}</summary>
        <div className="pt-3">
          <TermsSections marked={marked} currency={contract.currency} idPrefix={idPrefix} level={4} compared={before !== null} general />
        </div>
      </details>
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
        <CardDescription>Every version sent to the other side, newest first: its terms, what it changed from the version before, its answer and its PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No version has been sent yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Versions, newest first">
            {versions.map((v, i) => (
              <VersionItem key={v.id} contract={contract} version={v} open={i === 0} />
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
