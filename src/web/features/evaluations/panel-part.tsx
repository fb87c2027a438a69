import { type FormEvent, useState } from "react";
import type { Evaluation } from "@/shared/contracts/evaluations";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { setPanel } from "./api";
import { personText, slugId } from "./format";
import { useEvaluationWrite } from "./use-evaluation-write";

/** The panel: its members, whether each declared and how many bids each scored; for Owners and Buyers, a way to change it. */
export function PanelPart({ evaluation }: { evaluation: Evaluation }) {
  const { panel, you, eligible } = evaluation;
  const [editing, setEditing] = useState(false);
  const canEdit = you.canManagePanel && eligible.length > 0;
  const showForm = canEdit && (editing || panel.length === 0);
  return (
    <section aria-labelledby="evaluation-panel-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="evaluation-panel-title" className="font-semibold">
          Panel
        </h3>
        {canEdit && panel.length > 0 && (
          <Button size="sm" variant="outline" aria-expanded={editing} aria-controls="evaluation-panel-form" onClick={() => setEditing(!editing)}>
            {editing ? "Close" : "Change panel"}
          </Button>
        )}
      </div>
      {panel.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No panel: quality scores are entered on Compare Applications.{canEdit ? " Name a panel to have each bid scored independently by its members." : ""}
        </p>
      ) : (
        <ul aria-label="Panel members" className="grid gap-2">
          {panel.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
              <span className="font-medium">{personText(m)}</span>
              {m.role && <span className="text-muted-foreground">{MEMBER_ROLE_LABELS[m.role]}</span>}
              <Badge variant={m.declaredAll ? "success" : "warning"}>{m.declaredAll ? "Declared" : "Not declared yet"}</Badge>
              <span className="text-muted-foreground">
                {m.scored} {m.scored === 1 ? "bid" : "bids"} scored
              </span>
            </li>
          ))}
        </ul>
      )}
      {showForm && <PanelForm evaluation={evaluation} onDone={() => setEditing(false)} />}
    </section>
  );
}

function PanelForm({ evaluation, onDone }: { evaluation: Evaluation; onDone: () => void }) {
  const [chosen, setChosen] = useState(() => new Set(evaluation.panel.map((m) => m.userId)));
  const save = useEvaluationWrite(evaluation.requestId, (ids: string[]) => setPanel(evaluation.requestId, ids), { success: "Panel saved", failure: "Failed to save the panel" }, { onDone });
  const toggle = (userId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate([...chosen]);
  };
  return (
    <form id="evaluation-panel-form" onSubmit={submit} className="grid gap-3 rounded-md border p-3">
      <fieldset className="grid gap-2" aria-describedby="evaluation-panel-hint">
        <legend className="mb-1 text-sm font-medium">Panel members</legend>
        <p id="evaluation-panel-hint" className="text-xs text-muted-foreground">
          Owners, Buyers and Evaluators of your organisation. Each declares any conflict of interest before seeing the bids, then scores them.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {evaluation.eligible.map((m) => {
            const id = slugId("panel-member", m.userId);
            return (
              <div key={m.userId} className="flex items-start gap-2">
                <Checkbox id={id} className="mt-0.5" checked={chosen.has(m.userId)} onCheckedChange={(v) => toggle(m.userId, v === true)} />
                <Label htmlFor={id} className="grid gap-0.5 font-normal">
                  <span className="font-medium">{m.name || m.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {MEMBER_ROLE_LABELS[m.role]} · {m.email}
                  </span>
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save panel"}
        </Button>
      </div>
    </form>
  );
}
