import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { SearchInput } from "@/web/components/ui/input";
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
    <SearchInput
      className="mb-4 max-w-md"
      aria-label="Search your applications by request or country"
      placeholder="Search by request or country..."
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
