import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { BadgeCheck, SearchX, } from "lucide-react";
import { useEffect, useId, useMemo, } from "react";
import type { Total } from "@/shared/contracts/common";
import type { ProviderSummary } from "@/shared/contracts/providers";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { SaveSearchButton } from "@/web/features/saved-searches";
import { cn, totalText , totalQualifier } from "@/web/lib/utils";
import { providerQueries } from "./api";
import { ProviderCard, ProviderCardSkeleton } from "./provider-card";
import { DirectoryToolbar } from "./directory-toolbar";
import { ActiveFilterChips, ProviderFilters } from "./provider-filters";
import { ProviderGrid, ProviderListError } from "./provider-grid";
import {
  activeFilterCount,
  DIRECTORY_PAGE_SIZE,
  type DirectorySearch,
  parseDirectorySearch,
  toUrlSearch,
  VERIFIED_SECTION_SIZE,
} from "./search";

const route = getRouteApi("/providers");
const NONE: Total = { total: 0, estimated: false };

/** spec §2 "Providers screen" (/providers): the URL holds every filter, the sort and the page. */
export function ProvidersPage() {
  const urlSearch = route.useSearch();
  const search = useMemo(() => parseDirectorySearch(urlSearch as Record<string, unknown>), [urlSearch]);
  const navigate = useNavigate();
  const { me, loading: authLoading } = useAuth();

  function go(next: DirectorySearch, opts: { replace?: boolean; resetScroll?: boolean } = {}) {
    navigate({ to: "/providers", search: toUrlSearch(next), replace: opts.replace, resetScroll: opts.resetScroll ?? false });
  }
  /** Any filter change starts again at page 1. */
  const setSearch = (patch: Partial<DirectorySearch>) => go({ ...search, ...patch, page: undefined });
  const clearAll = () => go({ sort: search.sort });

  const verifiedOnly = search.verified === 1;
  const page = search.page ?? 1;
  const verified = useQuery(providerQueries.list(search, "verified", verifiedOnly ? page : 1, verifiedOnly ? DIRECTORY_PAGE_SIZE : VERIFIED_SECTION_SIZE));
  const others = useQuery({ ...providerQueries.list(search, "others", page, DIRECTORY_PAGE_SIZE), enabled: !verifiedOnly });

  const loading = authLoading || verified.isPending || (!verifiedOnly && others.isPending);
  const error = verified.error ?? (verifiedOnly ? null : others.error);
  const verifiedCount = verified.data ?? NONE;
  const othersCount = verifiedOnly ? NONE : (others.data ?? NONE);
  const verifiedTotal = verifiedCount.total;
  const othersTotal = othersCount.total;
  const total = verifiedTotal + othersTotal;
  const allCount = { total, estimated: verifiedCount.estimated || othersCount.estimated };
  const paged = verifiedOnly ? verified.data : others.data;
  const pagedTotal = paged?.total ?? 0;
  const pageCount = pageCountOf(pagedTotal, DIRECTORY_PAGE_SIZE);
  const locked = !me;

  // A page past the end (an old link, or fewer results now) goes to the last page; an estimate cannot say where that is.
  useEffect(() => {
    if (!loading && !error && !paged?.estimated && page > pageCount) go({ ...search, page: pageCount }, { replace: true });
  }, [loading, error, page, pageCount]);

  const filterCount = activeFilterCount(search);
  useEffect(() => {
    document.title = "Find Teleradiology Providers · RadBridge";
  }, []);

  return (
    <Page>
      <PageHeader
        title="Find Teleradiology Providers"
        description="Browse certified teleradiology providers by country, language and modality, and compare turnaround and ratings."
        actions={me && <SaveSearchButton scope="providers" params={{ ...toUrlSearch(search), page: undefined }} />}
      />

      <DirectoryToolbar search={search} go={go} setSearch={setSearch} clearAll={clearAll} resultLabel={loading ? "Show results" : `Show ${totalText(allCount)} result${total === 1 ? "" : "s"}`} />

      <div className="mb-6">
        <ActiveFilterChips search={search} setSearch={setSearch} onClearAll={clearAll} />
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="hidden lg:block">
          <Card className="sticky top-20 p-5">
            <h2 className="mb-4 font-semibold">Filters</h2>
            <ProviderFilters search={search} setSearch={setSearch} onClearAll={clearAll} />
          </Card>
        </aside>

        <section aria-label="Results" aria-busy={loading} className="min-w-0">
          {error ? (
            <ProviderListError error={error} onRetry={() => Promise.all([verified.refetch(), verifiedOnly ? null : others.refetch()])} />
          ) : loading ? (
            <>
              <Skeleton className="mb-4 h-5 w-48" />
              <ProviderGrid>
                {Array.from({ length: 6 }, (_, i) => (
                  <ProviderCardSkeleton key={i} />
                ))}
              </ProviderGrid>
            </>
          ) : total === 0 ? (
            <EmptyState onClear={filterCount > 0 ? clearAll : undefined} />
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                <span className="font-medium text-foreground" data-testid="provider-count">
                  {totalText(allCount)} provider(s) found
                </span> ({totalText(verifiedCount)} verified)
              </p>

              {verifiedOnly ? (
                // Spec: the highlighted "Verified Providers" section shows only when verified-only is off.
                <ProviderCards providers={verified.data!.data} locked={locked} />
              ) : (
                <>
                  {page === 1 && verifiedTotal > 0 && (
                    <ResultSection title="Verified Providers" count={verifiedCount} highlighted>
                      <ProviderCards providers={verified.data!.data} locked={locked} />
                      {verifiedTotal > VERIFIED_SECTION_SIZE && (
                        <div className="mt-4 text-center">
                          <Button variant="outline" onClick={() => setSearch({ verified: 1 })}>
                            View all {totalText(verifiedCount)} verified providers
                          </Button>
                        </div>
                      )}
                    </ResultSection>
                  )}
                  {othersTotal > 0 && (
                    <ResultSection title="All Providers" count={othersCount}>
                      <ProviderCards providers={others.data!.data} locked={locked} />
                    </ResultSection>
                  )}
                </>
              )}

              {(pagedTotal > DIRECTORY_PAGE_SIZE || page > 1) && (
                <Pagination
                  className="mt-8"
                  page={paged?.estimated ? page : Math.min(page, pageCount)}
                  pageCount={pageCount}
                  qualifier={paged ? totalQualifier(paged) : ""}
                  hasNext={paged?.hasNext}
                  onPageChange={(p) => go({ ...search, page: p }, { resetScroll: true })} />
              )}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}

function ProviderCards({ providers, locked }: { providers: ProviderSummary[]; locked: boolean }) {
  return (
    <ProviderGrid>
      {providers.map((p) => (
        <ProviderCard key={p.id} provider={p} locked={locked} />
      ))}
    </ProviderGrid>
  );
}

function ResultSection({ title, count, highlighted = false, children }: { title: string; count: Total; highlighted?: boolean; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("mb-8", highlighted && "rounded-2xl border border-emerald-200 bg-gradient-to-br from-emerald-50/80 to-sky-50/60 p-4 sm:p-5")}
    >
      <div className="mb-4 flex items-center gap-2">
        {highlighted && <BadgeCheck aria-hidden="true" className="size-5 text-emerald-600" />}
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Badge variant={highlighted ? "success" : "secondary"}>
          {totalText(count)}
          <span className="sr-only"> {count.total === 1 && !count.estimated ? "provider" : "providers"}</span>
        </Badge>
      </div>
      {children}
    </section>
  );
}

function EmptyState({ onClear }: { onClear?: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No providers found</h2>
      <p className="max-w-md text-sm text-muted-foreground">Try adjusting your filters or search terms to find more providers.</p>
      {onClear && (
        <Button variant="outline" onClick={onClear}>
          Clear All Filters
        </Button>
      )}
    </Card>
  );
}
