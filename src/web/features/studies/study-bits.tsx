import { Check, X } from "lucide-react";
import type { Study } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { formatTurnaround } from "@/shared/policy/studies";
import { Badge } from "@/web/components/ui/badge";
import { formatDate } from "@/web/lib/utils";
import { commitmentText, priorityName } from "./format";

/** Within the commitment or not: a word and an icon, never a colour alone. */
export function Within({ study: s }: { study: Study }) {
  return s.withinCommitment ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Check className="size-4 text-success" aria-hidden="true" /> Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-destructive">
      <X className="size-4" aria-hidden="true" /> No
    </span>
  );
}

/** The turnaround, and the commitment it is measured against. */
export function Turnaround({ study: s }: { study: Study }) {
  return (
    <span className="whitespace-nowrap tabular-nums" title={`Commitment: ${commitmentText(s.commitmentMinutes)}`}>
      {formatTurnaround(s.turnaroundSeconds)}
    </span>
  );
}

export function StudyStatusBadge({ study: s }: { study: Study }) {
  if (s.status === "disputed")
    return (
      <Badge variant="warning" className="whitespace-nowrap">
        Disputed
      </Badge>
    );
  return (
    <Badge variant="secondary" className="whitespace-nowrap">
      {s.resolution ? (s.resolution.kind === "corrected" ? "Corrected" : "Confirmed") : "Recorded"}
    </Badge>
  );
}

/** An instant on two lines, day over time, in the viewer's time. */
export function Instant({ iso }: { iso: string }) {
  const at = new Date(iso);
  const thisYear = at.getFullYear() === new Date().getFullYear();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {at.toLocaleDateString("en-US", { year: thisYear ? undefined : "numeric", month: "short", day: "numeric" })}
      <span className="block text-xs text-muted-foreground">{at.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}</span>
    </time>
  );
}

/** A study's tier, short: its name, and its range under it ("Urgent", "1-4h"). */
export function Tier({ study: s }: { study: Study }) {
  return (
    <span className="whitespace-nowrap" title={tierLabel(s.tier)}>
      {priorityName(s.tier)}
      <span className="block text-xs text-muted-foreground">{s.tier}</span>
    </span>
  );
}

/** A disputed study's reason, who gave it and when. */
export function DisputeNote({ study: s }: { study: Study }) {
  if (s.status !== "disputed" || !s.dispute) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">Disputed{s.dispute.by ? ` by ${s.dispute.by}` : ""} on {formatDate(s.dispute.at)}:</span>{" "}
      <span className="whitespace-pre-line break-words">{s.dispute.reason}</span>
    </p>
  );
}
