import type { Contract } from "@/shared/contracts/contracts";
import { otherSide } from "@/shared/policy/contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { formatDay } from "@/web/lib/utils";
import type { StudiesSearch } from "./api";
import { canRecord, SIDE_LABELS } from "./format";
import { StudiesList } from "./studies-list";
import { UploadForm } from "./upload-form";

/** Why the viewer cannot record studies now, in a sentence, or null when they can. */
function notRecording(c: Contract, recording: boolean): string | null {
  if (recording) return null;
  if (c.status === "scheduled") return `Studies can be recorded once the contract is active, from ${formatDay(c.startDate)}.`;
  if (c.status === "ended" || c.status === "terminated") return "The contract is over: its studies can no longer be recorded, disputed or resolved.";
  if (!c.mySide) return "Only members of the contract's two organisations record and dispute studies.";
  return c.mySide === "hospital"
    ? "Your role reads the studies: the hospital's Owners and Buyers record and dispute them."
    : "Your role reads the studies: the provider's Owners and Bidders record and dispute them.";
}

/** The Studies tab: the upload for those who may record studies, then the contract's studies. */
export function StudiesTab({ contract: c, search, onSearch }: { contract: Contract; search: StudiesSearch; onSearch: (next: StudiesSearch) => void }) {
  const { actor } = useAuth();
  const recording = canRecord(actor, c);
  const note = notRecording(c, recording);
  const lines = c.terms?.lines ?? [];
  const side = c.mySide ? SIDE_LABELS[c.mySide].toLowerCase() : "your side";
  const other = c.mySide ? SIDE_LABELS[otherSide(c.mySide)].toLowerCase() : "other side";
  const choices = { modalities: [...new Set(lines.map((l) => l.modality))], tiers: [...new Set(lines.map((l) => l.tier))] };
  return (
    <div className="grid grid-cols-1 gap-6">
      {recording && (
        <Card role="region" aria-labelledby="record-studies-title">
          <CardHeader>
            <CardTitle as="h2" id="record-studies-title">
              Record studies
            </CardTitle>
            <CardDescription>
              The studies you upload are recorded by the {side}, and the {other} may dispute any of them. A reference sent again updates its study.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <UploadForm contractId={c.id} />
          </CardContent>
        </Card>
      )}
      {note && <p className="rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground">{note}</p>}
      <StudiesList contractId={c.id} choices={choices} search={search} onSearch={onSearch} />
    </div>
  );
}
