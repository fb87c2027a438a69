import { getRouteApi } from "@tanstack/react-router";
import { SearchInput } from "@/web/components/ui/input";
import { useUrlSearchText } from "@/web/lib/use-url-search-text";

const route = getRouteApi("/me/applications");

/** My Applications' search box: the words of a request's title or description, or its country; kept in the URL (`q`). */
export function MyApplicationsSearch() {
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useUrlSearchText(q, (next) => navigate({ search: { q: next }, replace: true }));

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
