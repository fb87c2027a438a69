import { useId, useState } from "react";
import { Flag } from "@/web/components/country-flag";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/utils";

export interface Option {
  value: string;
  label: string;
  group?: string;
  /** A country whose flag goes before the label. */
  flag?: string;
}

/** A multi-select as a labelled group of checkboxes, optionally filterable and grouped. */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  filterable = false,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  id: string;
  legend: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  filterable?: boolean;
  columns?: string;
}) {
  const uid = useId();
  const [filter, setFilter] = useState("");
  const shown = filter ? options.filter((o) => o.label.toLowerCase().includes(filter.toLowerCase())) : options;
  const groups = [...new Set(shown.map((o) => o.group ?? ""))];
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));

  return (
    <fieldset id={id} className="grid gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">({value.length} selected)</span>
      </legend>
      {filterable && (
        <Input type="search" aria-label={`Filter ${legend.toLowerCase()}`} placeholder="Filter..." value={filter} onChange={(e) => setFilter(e.target.value)} className="max-w-xs" />
      )}
      <div className={cn("grid max-h-64 gap-3 overflow-y-auto rounded-md border p-3", error && "border-destructive")}>
        {groups.map((group) => (
          <div key={group || "all"} className="grid gap-1.5">
            {group && <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group}</p>}
            <div className={cn("grid grid-cols-1 gap-x-4 gap-y-2", columns)}>
              {shown
                .filter((o) => (o.group ?? "") === group)
                .map((o) => {
                  const cid = `${uid}-${o.value}`;
                  return (
                    <div key={o.value} className="flex items-center gap-2">
                      <Checkbox id={cid} checked={value.includes(o.value)} onCheckedChange={(on) => toggle(o.value, on === true)} />
                      <Label htmlFor={cid} className="font-normal">
                        {o.flag && <Flag code={o.flag} />}
                        {o.label}
                      </Label>
                    </div>
                  );
                })}
            </div>
          </div>
        ))}
        {shown.length === 0 && <p className="text-sm text-muted-foreground">Nothing matches.</p>}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
