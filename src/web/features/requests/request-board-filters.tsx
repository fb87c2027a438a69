import type { Total } from "@/shared/contracts/common";
import { BigTotal } from "@/web/components/big-total";
import { FileText } from "lucide-react";
import { BOARD_SORT_OPTIONS } from "@/shared/contracts/requests";
import { ALL_MODALITIES, BOARD_COUNTRIES } from "@/shared/reference";
import { CountrySelect } from "@/web/components/country-select";
import { Card } from "@/web/components/ui/card";
import { NativeSelect, SearchInput } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { type BoardSort, DEFAULT_BOARD_SORT } from "./api";
import type { BoardSearch } from "./board-search";

type SetSearch = (patch: Partial<BoardSearch>) => void;

/** The search box and the sort dropdown (spec §2: Recently Posted, Highest Budget, Most Responses). */
export function BoardToolbar({ text, onText, sort, setSearch }: { text: string; onText: (text: string) => void; sort: BoardSort | undefined; setSearch: SetSearch }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="flex-1"
        aria-label="Search requests"
        placeholder="Search requests by hospital, modality, or location..."
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      <NativeSelect
        aria-label="Sort requests"
        className="sm:w-52"
        value={sort ?? DEFAULT_BOARD_SORT}
        onChange={(e) => setSearch({ sort: e.target.value === DEFAULT_BOARD_SORT ? undefined : (e.target.value as BoardSort) })}
      >
        {BOARD_SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const STATUS_OPTIONS = [
  { value: "OPEN", label: "Open Requests", id: "status-open" },
  { value: "CLOSED", label: "Closed Requests", id: "status-closed" },
] as const;

/** The count card, then the status, country and modality filters. */
export function BoardFilters({
  count,
  anonymous,
  status,
  countries,
  modalities,
  setSearch,
}: {
  count: Total | null;
  anonymous: boolean;
  status: "OPEN" | "CLOSED";
  countries: string[];
  modalities: string[];
  setSearch: SetSearch;
}) {
  return (
    <aside className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 lg:self-start" aria-label="Filters">
      <Card className="p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          {/* One paragraph, the figure and what it counts: not a bold paragraph read as a heading of the next. */}
          <p>
            <span className="block text-2xl font-bold" data-testid="open-requests-count" aria-live="polite">
              {count ? <BigTotal count={count} /> : "–"}
            </span>
            <span className="block text-sm text-muted-foreground">{status === "CLOSED" && !anonymous ? "Closed Requests" : "Open Requests"}</span>
          </p>
        </div>
      </Card>
      <Card className="grid gap-4 p-4 sm:p-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Status</legend>
          <RadioGroup aria-label="Status" className="flex flex-wrap gap-x-5 gap-y-2 lg:grid" value={status} onValueChange={(v) => setSearch({ status: v === "CLOSED" ? "CLOSED" : undefined })}>
            {STATUS_OPTIONS.map((o) => (
              <div key={o.value} className="flex items-center gap-2">
                <RadioGroupItem value={o.value} id={o.id} />
                <Label htmlFor={o.id} className="font-normal">
                  {o.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor="board-country">Country</Label>
          <CountrySelect
            id="board-country"
            countries={BOARD_COUNTRIES}
            emptyLabel="All countries"
            selected={countries.length === 1 ? countries[0] : undefined}
            value={countries.length === 1 ? countries[0] : ""}
            onChange={(e) => setSearch({ country: e.target.value || undefined })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="board-modality">Modality</Label>
          <NativeSelect id="board-modality" value={modalities.length === 1 ? modalities[0] : ""} onChange={(e) => setSearch({ mod: e.target.value || undefined })}>
            <option value="">All modalities</option>
            {ALL_MODALITIES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
      </Card>
    </aside>
  );
}
