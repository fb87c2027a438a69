import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from "@/web/components/ui/dialog";
import { NativeSelect, SearchInput } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ProviderFilters } from "./provider-filters";
import { activeFilterCount, type DirectorySearch, type DirectorySort } from "./search";

const SEARCH_DEBOUNCE_MS = 350;

/** The search box, the sort, and (below lg) the Filters sheet. */
export function DirectoryToolbar({
  search,
  go,
  setSearch,
  clearAll,
  resultLabel,
}: {
  search: DirectorySearch;
  go: (next: DirectorySearch, opts?: { replace?: boolean }) => void;
  setSearch: (patch: Partial<DirectorySearch>) => void;
  clearAll: () => void;
  resultLabel: string;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const sortId = useId();
  const filterCount = activeFilterCount(search);
  return (
  <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
    <SearchBox value={search.query ?? ""} onSearch={(query) => go({ ...search, query: query || undefined, page: undefined }, { replace: true })} />
    <div className="flex items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={sortId} className="text-xs text-muted-foreground">
          Sort by
        </Label>
        <NativeSelect
          id={sortId}
          className="h-10 w-40"
          value={search.sort ?? "pinned"}
          onChange={(e) => setSearch({ sort: e.target.value as DirectorySort })}
        >
          <option value="pinned">Pinned First</option>
          <option value="name">A–Z</option>
        </NativeSelect>
      </div>
      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="h-10 lg:hidden">
            <SlidersHorizontal aria-hidden="true" /> Filters
            {filterCount > 0 && <Badge className="ml-1 px-1.5">{filterCount}</Badge>}
          </Button>
        </DialogTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription className="sr-only">Narrow the provider directory</DialogDescription>
          <ProviderFilters search={search} setSearch={setSearch} onClearAll={clearAll} />
          <Button className="mt-auto" onClick={() => setSheetOpen(false)}>
            {resultLabel}
          </Button>
        </SheetContent>
      </Dialog>
    </div>
  </div>
  );
}

/** The search box: debounced (no request per key), keeps focus, follows the URL on back/forward. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed without us (back/forward, a chip, Clear All Filters): show its value.
  useEffect(() => {
    if (value !== sent.current) {
      clearTimeout(timer.current);
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = next.trim();
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      onSearch(trimmed);
    }, delay);
  }

  return (
    <form
      role="search"
      className="flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        schedule(text, 0);
      }}
    >
      <Label htmlFor="provider-search" className="sr-only">
        Search providers
      </Label>
      <SearchInput
        id="provider-search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          schedule(e.target.value, SEARCH_DEBOUNCE_MS);
        }}
        placeholder="Search by name, location, or specialty..."
        inputClassName="h-10"
        autoComplete="off"
      />
    </form>
  );
}
