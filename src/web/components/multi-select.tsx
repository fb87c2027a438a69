import { ChevronDown, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Flag } from "@/web/components/country-flag";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { cn } from "@/web/lib/utils";

export interface MultiSelectOption {
  value: string;
  label: string;
  /** A country whose flag goes before the label. */
  flag?: string;
}
export interface MultiSelectGroup {
  label?: string;
  options: MultiSelectOption[];
}

/**
 * A multi-select in a popover: a list of checkboxes, optionally grouped and with a search box.
 * Label it with a <Label htmlFor={id}>; the trigger reads "<label> <selection>" to screen readers.
 */
export function MultiSelect({
  id,
  labelId,
  groups,
  value,
  onChange,
  placeholder = "Select…",
  searchable = false,
  searchLabel = "Search options",
  className,
}: {
  id: string;
  labelId: string;
  groups: MultiSelectGroup[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  searchable?: boolean;
  searchLabel?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const base = useId();
  const all = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const selectedLabels = value.map((v) => all.find((o) => o.value === v)?.label ?? v);
  const summary = value.length === 0 ? placeholder : value.length <= 2 ? selectedLabels.join(", ") : `${value.length} selected`;
  const needle = filter.trim().toLowerCase();
  const visible = groups
    .map((g) => ({ ...g, options: needle ? g.options.filter((o) => o.label.toLowerCase().includes(needle)) : g.options }))
    .filter((g) => g.options.length > 0);

  function toggle(v: string, on: boolean) {
    onChange(on ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v));
  }

  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setFilter("");
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          aria-labelledby={`${labelId} ${id}-value`}
          className={cn("w-full justify-between font-normal", value.length === 0 && "text-muted-foreground", className)}
        >
          <span id={`${id}-value`} className="truncate">
            {summary}
          </span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
        {searchable && (
          <div className="relative border-b p-2">
            <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={searchLabel} aria-label={searchLabel} className="pl-8" />
          </div>
        )}
        <div className="max-h-72 overflow-y-auto p-2">
          {visible.length === 0 && <p className="px-2 py-4 text-center text-sm text-muted-foreground">No matches</p>}
          {visible.map((group, gi) => {
            const headingId = `${base}-g${gi}`;
            return (
              <div key={group.label ?? gi} role="group" aria-labelledby={group.label ? headingId : undefined} className="mb-2 last:mb-0">
                {group.label && (
                  <p id={headingId} className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {group.label}
                  </p>
                )}
                {group.options.map((o) => {
                  const optionId = `${base}-${o.value.replace(/[^a-zA-Z0-9]/g, "_")}`;
                  const checked = value.includes(o.value);
                  return (
                    <div key={o.value} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent">
                      <Checkbox id={optionId} checked={checked} onCheckedChange={(c) => toggle(o.value, c === true)} />
                      <label htmlFor={optionId} className="flex flex-1 cursor-pointer items-center gap-1.5 text-sm">
                        {o.flag && <Flag code={o.flag} />}
                        {o.label}
                      </label>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {value.length > 0 && (
          <div className="flex justify-end border-t p-2">
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Clear selection
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
