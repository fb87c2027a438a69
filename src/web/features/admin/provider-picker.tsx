import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { adminQueries } from "./api";
import { useDebounced } from "@/web/lib/use-debounced";

/** Picks a provider by name: a search box narrows the list (server-side), a select chooses. */
export function ProviderPicker({ value, onChange, label }: { value: string; onChange: (id: string) => void; label: string }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim());
  const list = useQuery(adminQueries.providers({ query, sort: "name", pageSize: 100 }));
  const options = list.data?.data ?? [];
  return (
    <div className="grid gap-1.5 sm:grid-cols-2 sm:gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-search`} className="text-xs">
          Search providers
        </Label>
        <Input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Provider name..." />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-select`} className="text-xs">
          {label}
        </Label>
        <NativeSelect id={`${id}-select`} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{list.isPending ? "Loading providers..." : options.length ? "Select a provider" : "No providers found"}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
