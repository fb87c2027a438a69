import { getRouteApi } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { useDebounced } from "@/web/lib/use-debounced";

const route = getRouteApi("/me/applications");

/** My Applications' search box: the words of a request's title or description, or its country; kept in the URL (`q`). */
export function MyApplicationsSearch() {
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(q ?? "");
  const debounced = useDebounced(text.trim());
  useEffect(() => {
    if ((q ?? "") !== debounced) void navigate({ search: { q: debounced || undefined }, replace: true });
  }, [debounced, q, navigate]);
  // Back and forward change the URL: the box follows it.
  useEffect(() => setText((current) => (current.trim() === (q ?? "") ? current : (q ?? ""))), [q]);

  return (
    <div className="relative mb-4 max-w-md">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search your applications by request or country"
        placeholder="Search by request or country..."
        className="pl-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
