import { Link } from "@tanstack/react-router";
import { Info } from "lucide-react";
import type { Contract } from "@/shared/contracts/contracts";
import { Card, CardContent } from "@/web/components/ui/card";
import { formatDay } from "@/web/lib/utils";
import { ContractTermsView } from "./contract-terms";
import { utcDay } from "@/shared/contracts/common";
import { ContractAcceptance } from "./contract-versions";
import { type EditorMode, TermsEditor } from "./terms-editor";

/** What the terms shown are, in the contract's state. */
function termsHeading(c: Contract): { title: string; description: string } {
  if (c.status === "draft" && c.mySide === "provider")
    return { title: "Terms sent back", description: "You asked for changes to these terms; the hospital is revising them and will send them again." };
  if (c.status === "draft") return { title: "Draft terms", description: "Only the hospital sees the draft until it is sent." };
  if (c.status === "sent") return { title: "Terms sent for acceptance", description: "The provider accepts them as they stand or asks for changes." };
  if (c.currentVersion)
    return { title: c.status === "scheduled" || c.status === "active" ? "Terms in force" : "Final terms", description: agreedText(c) };
  return { title: "Terms", description: "" };
}

/** "Version 2, agreed by both sides" and, for a version that applies from a later day, from when. */
function agreedText(c: Contract): string {
  const from = c.versions.find((v) => v.number === c.currentVersion && v.status === "accepted")?.effectiveFrom;
  const later = from && from > utcDay();
  return `Version ${c.currentVersion}, agreed by both sides${later ? `, applies from ${formatDay(from)}` : ""}.`;
}

function PendingChangeNote({ contract: c }: { contract: Contract }) {
  const change = c.versions.find((v) => v.kind === "change" && v.status === "pending");
  if (!change) return null;
  return (
    <p role="status" className="flex gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        A change proposed by the {change.proposedBySide} from {formatDay(change.effectiveFrom)} is waiting for an answer.{" "}
        <Link to="." search={{ tab: "versions" }} className="font-medium text-primary hover:underline">
          See version {change.number}
        </Link>
      </span>
    </p>
  );
}

/** The Terms tab: the editor while the viewer edits the draft or proposes a change; else the terms and the acceptance. */
export function TermsTab({ contract: c, mode, onDone }: { contract: Contract; mode: EditorMode | null; onDone: () => void }) {
  if (mode && c.actions.includes(mode === "edit" ? "edit" : "proposeChange")) return <TermsEditor contract={c} mode={mode} onDone={onDone} />;
  const heading = termsHeading(c);
  return (
    <div className="grid gap-6">
      <PendingChangeNote contract={c} />
      {c.terms ? (
        <ContractTermsView terms={c.terms} currency={c.currency} title={heading.title} description={heading.description} />
      ) : (
        <Card>
          <CardContent className="p-6 text-sm text-muted-foreground">The hospital is preparing the draft: its terms show here once it is sent.</CardContent>
        </Card>
      )}
      <ContractAcceptance acceptance={c.acceptance} />
    </div>
  );
}
