import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Plus, } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { AdminProviderRow } from "@/shared/contracts/admin";
import { COUNTRIES, } from "@/shared/reference/countries";
import { CountrySelect } from "@/web/components/country-select";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { providerQueries } from "@/web/features/providers";
import { useDebounced } from "@/web/lib/use-debounced";
import { focusElement, useErrorToast } from "./admin-bits";
import { useProviderToggles } from "./admin-provider-management";
import { AdminProviderTable } from "./admin-provider-table";
import { adminQueries, deleteProvider } from "./api";
import { usePageTitle } from "@/web/components/page-title";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { totalText , totalQualifier } from "@/web/lib/utils";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/providers");

function AdminProviders() {
  usePageTitle("Manage Providers");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const [text, setText] = useState(search.query ?? "");
  const debounced = useDebounced(text.trim());
  const page = search.page ?? 1;
  const country = search.country ?? "";

  useEffect(() => {
    if ((search.query ?? "") !== debounced) void navigate({ search: (s) => ({ ...s, query: debounced || undefined, page: undefined }), replace: true });
  }, [debounced, search.query, navigate]);

  const list = useQuery(adminQueries.providers({ query: search.query, country: country || undefined, sort: "admin", page }));
  useErrorToast(list.error, "Failed to fetch providers");
  const toggles = useProviderToggles();
  const remove = useMutation({
    mutationFn: (p: AdminProviderRow) => deleteProvider(p.id),
    onSuccess: async (_r, p) => {
      toast.success(`Provider "${p.name}" deleted successfully`);
      await refreshQueries(client, adminQueries.all, providerQueries.all);
      focusElement("providers-count");
    },
    onError: (error) => {
      console.error("Failed to delete provider", error);
      toast.error("Failed to delete provider", { description: error.message });
    },
  });
  const data = list.data;
  const setPage = (p: number) => void navigate({ search: toPage(p) });

  return (
    <Page>
      <PageHeader
        title="Manage Providers"
        description="Create, edit, verify, pin and delete the providers of the directory."
        actions={
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to="/admin">Back to Admin</Link>
            </Button>
            <Button asChild>
              <Link to="/admin/providers/new">
                <Plus aria-hidden="true" /> Add Provider
              </Link>
            </Button>
          </div>
        }
      />
      <AdminProviderFilters text={text} onText={setText} country={country} onCountry={(c) => void navigate({ search: (s) => ({ ...s, country: c || undefined, page: undefined }) })} />
      <Card>
        <CardContent className="pt-6">
          {data && (
            <p id="providers-count" className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {totalText(data)} provider(s) found
            </p>
          )}
          {!data ? (
            list.isError ? (
              <p className="text-sm text-muted-foreground">Providers could not be loaded.</p>
            ) : (
              <SkeletonRows label="Loading providers" count={5} rowClassName="h-12" />
            )
          ) : data.data.length === 0 ? (
            <div className="py-8 text-center">
              <p className="font-medium">No providers found</p>
              <p className="text-sm text-muted-foreground">Try another search, or add a provider.</p>
            </div>
          ) : (
            <AdminProviderTable providers={data.data} toggles={toggles} deleting={remove.isPending ? (remove.variables?.id ?? null) : null} onDelete={(p) => remove.mutate(p)} />
          )}
          {data && <Pagination label="Providers pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={setPage} />}
        </CardContent>
      </Card>
    </Page>
  );
}

function AdminProviderFilters({ text, onText, country, onCountry }: { text: string; onText: (text: string) => void; country: string; onCountry: (code: string) => void }) {
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row">
      <Input
        type="search"
        aria-label="Search providers by name or description"
        placeholder="Search by name or description..."
        className="sm:max-w-sm"
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      <CountrySelect
        aria-label="Headquarters country"
        className="sm:max-w-56"
        countries={COUNTRIES}
        emptyLabel="Any country"
        selected={country}
        value={country}
        onChange={(e) => onCountry(e.target.value)}
      />
    </div>
  );
}

/** /admin/providers: admin only; others go to /providers (spec route guard). */
export const AdminProvidersPage = guarded(AdminProviders, ["admin"]);
