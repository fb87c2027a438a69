import { X } from "lucide-react";
import { countryName } from "@/shared/reference";
import { Button } from "@/web/components/ui/button";
import type { BoardSearch } from "./board-search";

/** Removable chips for the active filters (search text, countries, modalities, closed status). */
export function BoardChips({
  search,
  countries,
  modalities,
  onChange,
  onClear,
}: {
  search: BoardSearch;
  countries: string[];
  modalities: string[];
  onChange: (patch: Partial<BoardSearch>) => void;
  onClear: () => void;
}) {
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (search.q) chips.push({ key: "q", label: `Search: ${search.q}`, remove: () => onChange({ q: undefined }) });
  for (const code of countries) {
    const rest = countries.filter((c) => c !== code);
    chips.push({ key: `country-${code}`, label: `Country: ${countryName(code)}`, remove: () => onChange({ country: rest.length ? rest.join(",") : undefined }) });
  }
  for (const modality of modalities) {
    const rest = modalities.filter((m) => m !== modality);
    chips.push({ key: `mod-${modality}`, label: `Modality: ${modality}`, remove: () => onChange({ mod: rest.length ? rest.join(",") : undefined }) });
  }
  if (search.status === "CLOSED") chips.push({ key: "status", label: "Status: Closed", remove: () => onChange({ status: undefined }) });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Active filters:</span>
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm">
              {chip.label}
              <button type="button" onClick={chip.remove} aria-label={`Remove filter ${chip.label}`} className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}
