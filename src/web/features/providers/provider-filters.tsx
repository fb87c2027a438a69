import { X } from "lucide-react";
import { useId } from "react";
import { countryName } from "@/shared/reference/countries";
import { languageName } from "@/shared/reference/languages";
import { MODALITY_GROUPS } from "@/shared/reference/modalities";
import { CAPABILITY_GROUPS, interopLabel } from "@/shared/reference/interoperability";
import { CountrySelect } from "@/web/components/country-select";
import { MultiSelect, type MultiSelectGroup } from "@/web/components/multi-select";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { activeFilterCount, COUNTRY_OPTIONS, type DirectorySearch, LANGUAGE_OPTIONS } from "./search";

export type SetSearch = (patch: Partial<DirectorySearch>) => void;

const LANGUAGE_GROUPS: MultiSelectGroup[] = [{ options: LANGUAGE_OPTIONS.map((l) => ({ value: l.code, label: l.name, flag: l.flagCountry })) }];
const CAPABILITY_SELECT_GROUPS: MultiSelectGroup[] = CAPABILITY_GROUPS.map((g) => ({ label: g.label, options: g.capabilities.map((c) => ({ value: c, label: interopLabel(c) })) }));
const MODALITY_SELECT_GROUPS: MultiSelectGroup[] = MODALITY_GROUPS.map((g) => ({ label: g.label, options: g.modalities.map((m) => ({ value: m, label: m })) }));

/** One country, or "Any country" (undefined). */
function CountryFilter({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (code: string | undefined) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <CountrySelect id={id} countries={COUNTRY_OPTIONS} emptyLabel="Any country" selected={value} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)} />
    </div>
  );
}

/** A list filter: a labelled multi-select, searchable when given a search label; nothing chosen means any. */
function ListFilter({
  id,
  label,
  groups,
  value,
  onChange,
  placeholder,
  searchLabel,
}: { id: string; label: string; groups: MultiSelectGroup[]; value: string[] | undefined; onChange: (next: string[]) => void; placeholder: string; searchLabel?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <MultiSelect id={id} labelId={`${id}-label`} groups={groups} value={value ?? []} onChange={onChange} placeholder={placeholder} searchable={searchLabel !== undefined} searchLabel={searchLabel} />
    </div>
  );
}

/** The directory's filters (spec §2): HQ country, licensed in (issue 16), languages, verified only, modalities, interoperability (issue 35), Clear All Filters. */
export function ProviderFilters({ search, setSearch, onClearAll }: { search: DirectorySearch; setSearch: SetSearch; onClearAll: () => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      <CountryFilter id={`${id}-country`} label="Headquarters country" value={search.country} onChange={(country) => setSearch({ country })} />
      <CountryFilter id={`${id}-licensed`} label="Licensed in" value={search.licensed} onChange={(licensed) => setSearch({ licensed })} />

      <ListFilter id={`${id}-lang`} label="Languages" groups={LANGUAGE_GROUPS} value={search.lang} onChange={(lang) => setSearch({ lang })} placeholder="Any language" searchLabel="Search languages" />

      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-verified`} checked={search.verified === 1} onCheckedChange={(c) => setSearch({ verified: c === true ? 1 : undefined })} />
        <Label htmlFor={`${id}-verified`} className="cursor-pointer font-normal">
          Verified providers only
        </Label>
      </div>

      <ListFilter id={`${id}-mod`} label="Modalities" groups={MODALITY_SELECT_GROUPS} value={search.mod} onChange={(mod) => setSearch({ mod })} placeholder="Any modality" searchLabel="Search modalities" />

      <ListFilter id={`${id}-cap`} label="Interoperability" groups={CAPABILITY_SELECT_GROUPS} value={search.cap} onChange={(cap) => setSearch({ cap })} placeholder="Any integration" />

      <Button variant="outline" onClick={onClearAll} disabled={activeFilterCount(search) === 0}>
        Clear All Filters
      </Button>
    </div>
  );
}

interface Chip {
  key: string;
  label: string;
  remove: Partial<DirectorySearch>;
}

function chipsOf(s: DirectorySearch): Chip[] {
  const chips: Chip[] = [];
  if (s.query) chips.push({ key: "query", label: `Search: “${s.query}”`, remove: { query: undefined } });
  if (s.country) chips.push({ key: "country", label: countryName(s.country), remove: { country: undefined } });
  if (s.licensed) chips.push({ key: "licensed", label: `Licensed in ${countryName(s.licensed)}`, remove: { licensed: undefined } });
  for (const m of s.mod ?? []) chips.push({ key: `mod-${m}`, label: m, remove: { mod: s.mod!.filter((x) => x !== m) } });
  for (const l of s.lang ?? []) chips.push({ key: `lang-${l}`, label: languageName(l), remove: { lang: s.lang!.filter((x) => x !== l) } });
  for (const c of s.cap ?? []) chips.push({ key: `cap-${c}`, label: interopLabel(c), remove: { cap: s.cap!.filter((x) => x !== c) } });
  if (s.verified) chips.push({ key: "verified", label: "Verified only", remove: { verified: undefined } });
  return chips;
}

/** Removable chips for the active filters. */
export function ActiveFilterChips({ search, setSearch, onClearAll }: { search: DirectorySearch; setSearch: SetSearch; onClearAll: () => void }) {
  const chips = chipsOf(search);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Active filters:</span>
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          return (
            <li key={chip.key}>
              <Badge variant="secondary" className="gap-1 py-1 pl-2.5 pr-1 text-sm font-normal">
                {chip.label}
                <button
                  type="button"
                  onClick={() => setSearch(chip.remove)}
                  aria-label={`Remove filter ${chip.label}`}
                  className="ml-0.5 cursor-pointer rounded-full p-0.5 hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          );
        })}
      </ul>
      <Button variant="link" size="sm" className="h-auto px-1 lg:hidden" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  );
}
