import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { FileText, Plus, Search } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import { BOARD_COUNTRIES } from "@/shared/reference";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { usePageTitle } from "@/web/components/page-title";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { useAuth } from "@/web/lib/use-auth";
import { BoardChips } from "./request-board-chips";
import { ANONYMOUS_OPEN_COUNT, BOARD_SORT_OPTIONS, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { isTeaser } from "@/shared/contracts/request-views";
import { type BoardQuery, type BoardSort, DEFAULT_BOARD_SORT, deleteRequest, type RequestListItem, type RequestView, requestKeys, searchRequests } from "./request-api";
import { AnonymousRequestCard, RequestCard, RequestCardSkeleton } from "./request-card";
import { splitCountries } from "./request-logic";
import type { BoardSearch } from "./routes";

const route = getRouteApi("/requests");

/** Spec §2: Recently Posted, Highest Budget, Most Responses (labels shared with the API contract). */
export const SORT_OPTIONS: { value: BoardSort; label: string }[] = BOARD_SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** The anonymous board always shows 3 cards; placeholders fill in when fewer open requests exist (PRODUCT.md #4). */
const ANONYMOUS_COUNT = ANONYMOUS_OPEN_COUNT;
const PLACEHOLDER_COUNTRIES = ["US", "CA", "GB"];

export function RequestBoardPage() {
  usePageTitle("Request Board");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { loading: authLoading, me, role } = useAuth();
  const queryClient = useQueryClient();
  const status = search.status ?? "OPEN";
  const countries = splitCountries(search.country);
  const anonymous = !authLoading && !me;

  const setSearch = (patch: Partial<BoardSearch>, replace = false) =>
    navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace });

  // Debounced search box: the URL follows the text 300 ms after the last keystroke.
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (search.q || undefined)) return;
    const timer = setTimeout(() => setSearch({ q: next }, true), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const query: BoardQuery = { q: search.q, country: search.country, status, sort: search.sort, page: search.page };
  const list = useQuery({
    queryKey: requestKeys.board(query, me?.user.id ?? "anonymous"),
    queryFn: () => searchRequests(query),
    enabled: !authLoading,
    staleTime: 0,
  });

  const remove = useMutation({
    mutationFn: (request: RequestView) => deleteRequest(request.id),
    onSuccess: () => toast.success(REQUEST_MESSAGES.deleted),
    onError: (error) => {
      console.error(REQUEST_MESSAGES.deleteFailed, error);
      toast.error(REQUEST_MESSAGES.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });

  // A page emptied by a delete (or an outdated link) falls back to the last page that has results.
  useEffect(() => {
    const d = list.data;
    if (!anonymous && d && d.data.length === 0 && d.page > 1 && d.total > 0) {
      const last = Math.max(1, Math.ceil(d.total / d.pageSize));
      navigate({ search: (prev) => ({ ...prev, page: last > 1 ? last : undefined }), replace: true });
    }
  }, [list.data, anonymous]);

  const total = anonymous ? ANONYMOUS_COUNT : (list.data?.total ?? 0);
  const canPost = role === "admin" || role === "hospital";

  return (
    <Page>
      <PageHeader
        title="Request Board"
        description="Discover radiology opportunities from hospitals worldwide"
        actions={
          canPost && (
            <Button asChild>
              <Link to="/requests/new">
                <Plus aria-hidden="true" />
                Post Request
              </Link>
            </Button>
          )
        }
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search requests"
            placeholder="Search requests by hospital, modality, or location..."
            className="pl-9"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <NativeSelect aria-label="Sort requests" className="sm:w-52" value={search.sort ?? DEFAULT_BOARD_SORT} onChange={(e) => setSearch({ sort: e.target.value === DEFAULT_BOARD_SORT ? undefined : (e.target.value as BoardSort) })}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 lg:self-start" aria-label="Filters">
          <Card className="p-4 sm:p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <FileText className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-2xl font-bold" data-testid="open-requests-count" aria-live="polite">
                  {list.isPending && !anonymous ? "–" : total}
                </p>
                <p className="text-sm text-muted-foreground">{status === "CLOSED" && !anonymous ? "Closed Requests" : "Open Requests"}</p>
              </div>
            </div>
          </Card>
          <Card className="grid gap-4 p-4 sm:p-5">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Status</legend>
              <RadioGroup aria-label="Status" className="flex flex-wrap gap-x-5 gap-y-2 lg:grid" value={status} onValueChange={(v) => setSearch({ status: v === "CLOSED" ? "CLOSED" : undefined })}>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="OPEN" id="status-open" />
                  <Label htmlFor="status-open" className="font-normal">
                    Open Requests
                  </Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="CLOSED" id="status-closed" />
                  <Label htmlFor="status-closed" className="font-normal">
                    Closed Requests
                  </Label>
                </div>
              </RadioGroup>
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor="board-country">Country</Label>
              <NativeSelect id="board-country" value={countries.length === 1 ? countries[0] : ""} onChange={(e) => setSearch({ country: e.target.value || undefined })}>
                <option value="">All countries</option>
                {BOARD_COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.flag} {c.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </Card>
        </aside>

        <section className="flex min-w-0 flex-col gap-4" aria-label="Requests">
          <BoardChips search={search} countries={countries} onChange={(patch) => setSearch(patch)} onClear={() => navigate({ search: {} })} />

          <BoardResults
            loading={authLoading || list.isPending}
            error={list.isError ? errorMessage(list.error, "Failed to load requests") : null}
            onRetry={() => list.refetch()}
            anonymous={anonymous}
            items={list.data?.data ?? []}
            render={(r) => <RequestCard key={r.id} request={r} role={role} onDelete={(item) => remove.mutate(item)} />}
          />

          {!anonymous && list.data && list.data.total > list.data.pageSize && (
            <Pagination
              className="pt-2"
              page={list.data.page}
              pageCount={pageCountOf(list.data.total, list.data.pageSize)}
              onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
            />
          )}
        </section>
      </div>
    </Page>
  );
}

function BoardResults({
  loading,
  error,
  onRetry,
  anonymous,
  items,
  render,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  anonymous: boolean;
  items: RequestListItem[];
  render: (r: RequestView) => ReactNode;
}) {
  if (loading) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading requests">
        {Array.from({ length: 5 }, (_, i) => (
          <RequestCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && !anonymous) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
        <p className="font-medium">{error}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  }
  if (anonymous) {
    const teasers = items.slice(0, ANONYMOUS_COUNT).map((r) => r.country);
    const filled = [...teasers, ...PLACEHOLDER_COUNTRIES.slice(teasers.length, ANONYMOUS_COUNT)];
    return (
      <div className="grid gap-4">
        {filled.map((country, i) => (
          <AnonymousRequestCard key={i} country={country} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-12 text-center">
        <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No requests found</h2>
        <p className="text-sm text-muted-foreground">Try adjusting your search or filters.</p>
      </Card>
    );
  }
  return <div className="grid gap-4">{items.map((r) => (isTeaser(r) ? null : render(r)))}</div>;
}
