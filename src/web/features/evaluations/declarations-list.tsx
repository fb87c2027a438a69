import type { Declaration, Evaluation } from "@/shared/contracts/evaluations";
import { Badge } from "@/web/components/ui/badge";
import { dateTimeText, namesText, personText } from "./format";

/**
 * The declarations the caller may read: their own, or every member's for those who lead the evaluation; one entry
 * per member, their conflicts (with the note) standing out above the bidders they declared no conflict with.
 */
export function DeclarationsList({ evaluation }: { evaluation: Evaluation }) {
  const { declarations, you } = evaluation;
  const everyone = you.leads || !you.onPanel;
  const title = everyone ? "Declarations of interest" : "Your declarations";
  const byMember = new Map<string, Declaration[]>();
  for (const d of declarations) byMember.set(d.userId, [...(byMember.get(d.userId) ?? []), d]);
  return (
    <section aria-labelledby="evaluation-declarations-title" className="grid gap-3">
      <h3 id="evaluation-declarations-title" className="font-semibold">
        {title}
      </h3>
      <ul aria-label={title} className="grid gap-2">
        {[...byMember.values()].map((rows) => (
          <MemberDeclarations key={rows[0]!.userId} rows={rows} named={everyone} />
        ))}
      </ul>
    </section>
  );
}

function MemberDeclarations({ rows, named }: { rows: Declaration[]; named: boolean }) {
  const conflicts = rows.filter((d) => d.conflict);
  const clear = rows.filter((d) => !d.conflict).map((d) => d.providerName);
  const last = rows.map((d) => d.at).sort().at(-1)!;
  return (
    <li className="grid gap-2 rounded-md border px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {named && <span className="font-medium">{personText(rows[0])}</span>}
        <span className="text-xs text-muted-foreground">declared {dateTimeText(last)}</span>
      </div>
      {conflicts.map((d) => (
        <div key={d.providerId} className="grid gap-1 rounded-md border border-destructive/50 bg-destructive/5 p-2">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="destructive">Conflict</Badge>
            <span className="font-medium">{d.providerName}</span>
          </p>
          {d.note && <p className="whitespace-pre-line break-words">{d.note}</p>}
        </div>
      ))}
      {clear.length > 0 && (
        <p>
          <span className="text-muted-foreground">No conflict:</span> {namesText(clear)}
        </p>
      )}
    </li>
  );
}
