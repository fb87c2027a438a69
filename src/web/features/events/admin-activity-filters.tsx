import { useEffect, useState } from "react";
import { EVENT_ENTITY_TYPES, type EventEntityType } from "@/shared/contracts/event-actions";
import { Button } from "@/web/components/ui/button";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import type { ActivitySearch } from "./api";

const ENTITY_NAMES: Record<EventEntityType, string> = { request: "Requests", application: "Applications", question: "Questions", provider: "Providers", credential: "Credentials", review: "Reviews", user: "Users", organisation: "Organisations", contract: "Contracts", thread: "Conversations", evaluation: "Evaluations" };

/**
 * Entity type, actor e-mail and a range of days. The select and dates apply at once; the e-mail when
 * submitted (Enter or "Apply"), since only an exact address matches.
 */
export function AdminActivityFilters({ search, onChange }: { search: ActivitySearch; onChange: (next: Partial<ActivitySearch>) => void }) {
  const [actor, setActor] = useState(search.actor ?? "");
  useEffect(() => setActor(search.actor ?? ""), [search.actor]);
  const any = Boolean(search.entityType || search.actor || search.from || search.to);

  return (
    <form
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_10rem_10rem_auto] lg:items-end"
      aria-label="Filter activity"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ actor: actor.trim() || undefined });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="activity-entity">Entity type</Label>
        <NativeSelect id="activity-entity" value={search.entityType ?? ""} onChange={(e) => onChange({ entityType: (e.target.value || undefined) as EventEntityType | undefined })}>
          <option value="">All types</option>
          {EVENT_ENTITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {ENTITY_NAMES[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-actor">Actor e-mail</Label>
        <div className="flex gap-2">
          <Input id="activity-actor" type="email" placeholder="name@example.com" value={actor} onChange={(e) => setActor(e.target.value)} onBlur={() => actor.trim() !== (search.actor ?? "") && onChange({ actor: actor.trim() || undefined })} />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-from">From</Label>
        <Input id="activity-from" type="date" value={search.from ?? ""} max={search.to} onChange={(e) => onChange({ from: e.target.value || undefined })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-to">To</Label>
        <Input id="activity-to" type="date" value={search.to ?? ""} min={search.from} onChange={(e) => onChange({ to: e.target.value || undefined })} />
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={!any}
        onClick={() => {
          setActor("");
          onChange({ entityType: undefined, actor: undefined, from: undefined, to: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
