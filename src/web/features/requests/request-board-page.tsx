import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { ANONYMOUS_OPEN_COUNT, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { type RequestView } from "@/shared/contracts/request-views";
import { canPostRequests } from "@/shared/policy/roles";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { usePageTitle } from "@/web/components/page-title";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/use-auth";
import { totalQualifier } from "@/web/lib/utils";
import { exactTotal } from "@/shared/contracts/totals";
import { deleteRequest, requestQueries } from "./api";
import { BoardChips } from "./request-board-chips";
import { BoardFilters, BoardToolbar } from "./request-board-filters";
import { BoardResults } from "./request-board-results";
import { RequestCard } from "./request-card";
import { splitList } from "./request-logic";
import type { BoardSearch } from "./board-search";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useUrlSearchText } from "@/web/lib/use-url-search-text";
import { SaveSearchButton } from "@/web/features/saved-searches";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/requests");

/** The URL is the board's state; the search box follows it and writes back 300 ms after the last keystroke. */
function useBoardSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (patch: Partial<BoardSearch>, replace = false) =>
    navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace });

  const [text, setText] = useUrlSearchText(search.q, (q) => setSearch({ q }, true));
  return { search, navigate, setSearch, text, setText };
}

export function RequestBoardPage() {
  usePageTitle("Request Board");
  const { search, navigate, setSearch, text, setText } = useBoardSearch();
  const { loading: authLoading, me, actor, viewer } = useAuth();
  const queryClient = useQueryClient();
  const status = search.status ?? "OPEN";
  const countries = splitList(search.country);
  const modalities = splitList(search.mod);
  const anonymous = !authLoading && !me;

  const list = useQuery({
    ...requestQueries.list({ q: search.q, country: search.country, mod: search.mod, status, sort: search.sort, page: search.page }, viewer),
    enabled: !authLoading,
  });

  const remove = useMutation({
    mutationFn: (request: RequestView) => deleteRequest(request.id),
    onSuccess: () => toast.success(REQUEST_MESSAGES.deleted),
    onError: (error) => {
      console.error(REQUEST_MESSAGES.deleteFailed, error);
      toast.error(REQUEST_MESSAGES.deleteFailed);
    },
    onSettled: () => refreshQueries(queryClient, requestQueries.all),
  });

  // A page emptied by a delete (or an outdated link) falls back to the last page that has results.
  useEffect(() => {
    const d = list.data;
    if (!anonymous && d && d.data.length === 0 && d.page > 1 && d.total > 0) {
      const last = pageCountOf(d.total, d.pageSize);
      navigate({ search: toPage(last), replace: true });
    }
  }, [list.data, anonymous]);

  const count = anonymous ? exactTotal(ANONYMOUS_OPEN_COUNT) : list.isPending ? null : (list.data ?? exactTotal(0));

  return (
    <Page>
      <PageHeader
        title="Request Board"
        description="Discover radiology opportunities from hospitals worldwide"
        actions={
          <div className="flex flex-wrap gap-2">
            {me && <SaveSearchButton scope="requests" params={{ q: search.q, country: search.country, mod: search.mod, status: search.status, sort: search.sort }} />}
            {canPostRequests(actor) && (
              <Button asChild>
                <Link to="/requests/new">
                  <Plus aria-hidden="true" />
                  Post Request
                </Link>
              </Button>
            )}
          </div>
        }
      />

      <BoardToolbar text={text} onText={setText} sort={search.sort} setSearch={setSearch} />

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <BoardFilters count={count} anonymous={anonymous} status={status} countries={countries} modalities={modalities} setSearch={setSearch} />

        <section className="flex min-w-0 flex-col gap-4" aria-label="Requests">
          <BoardChips search={search} countries={countries} modalities={modalities} onChange={(patch) => setSearch(patch)} onClear={() => navigate({ search: {} })} />

          <BoardResults
            loading={authLoading || list.isPending}
            error={list.isError ? errorMessage(list.error, "Failed to load requests") : null}
            onRetry={() => list.refetch()}
            anonymous={anonymous}
            items={list.data?.data ?? []}
            render={(r) => <RequestCard key={r.id} request={r} actor={actor} onDelete={(item) => remove.mutate(item)} />}
          />

          {!anonymous && list.data && (list.data.total > list.data.pageSize || list.data.page > 1) && (
            <Pagination
              className="pt-2"
              page={list.data.page}
              pageCount={pageCountOf(list.data.total, list.data.pageSize)}
              qualifier={totalQualifier(list.data)}
              hasNext={list.data.hasNext}
              onPageChange={(page) => navigate({ search: toPage(page) })}
            />
          )}
        </section>
      </div>
    </Page>
  );
}
