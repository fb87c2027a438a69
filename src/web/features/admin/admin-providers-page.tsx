import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ExternalLink, Pencil, Plus, Star } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { Provider } from "@/shared/contracts/providers";
import { COUNTRIES, countryName, flagOf } from "@/shared/reference/countries";
import { Page, PageHeader } from "@/web/components/page";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { adminKeys, deleteProvider, fetchProviders } from "./admin-api";
import { DataTable, DeleteRowButton, focusElement, td, useDebounced, useErrorToast } from "./admin-bits";
import { ProviderFlags, ToggleButtons, useProviderToggles } from "./admin-provider-management";
import { usePageTitle } from "@/web/components/page-title";

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

  const list = useQuery({
    queryKey: adminKeys.providers(search.query ?? "", country, "admin", page),
    queryFn: () => fetchProviders({ query: search.query, country: country || undefined, sort: "admin", page }),
    placeholderData: (prev) => prev,
    staleTime: 0,
  });
  useErrorToast(list.error, "Failed to fetch providers");
  const toggles = useProviderToggles();
  const remove = useMutation({
    mutationFn: (p: Provider) => deleteProvider(p.id),
    onSuccess: async (_r, p) => {
      toast.success(`Provider "${p.name}" deleted successfully`);
      void client.invalidateQueries({ queryKey: ["providers"] });
      await client.invalidateQueries({ queryKey: adminKeys.all });
      focusElement("providers-count");
    },
    onError: (error) => {
      console.error("Failed to delete provider", error);
      toast.error("Failed to delete provider", { description: error.message });
    },
  });
  const data = list.data;
  const setPage = (p: number) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) });

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
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label="Search providers by name or description"
          placeholder="Search by name or description..."
          className="sm:max-w-sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <NativeSelect
          aria-label="Headquarters country"
          className="sm:max-w-56"
          value={country}
          onChange={(e) => void navigate({ search: (s) => ({ ...s, country: e.target.value || undefined, page: undefined }) })}
        >
          <option value="">Any country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.flag} {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Card>
        <CardContent className="pt-6">
          {data && (
            <p id="providers-count" className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {data.total} provider(s) found
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
            <DataTable
              caption="Providers: pinned first, then verified, then by name"
              columns={["Provider", { label: "Headquarters", className: "hidden sm:table-cell" }, { label: "Rating", className: "hidden sm:table-cell" }, { label: "Actions", srOnly: true }]}
            >
              {data.data.map((p) => (
                <tr key={p.id}>
                  <td className={td}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{p.name}</span>
                      <ProviderFlags provider={p} />
                    </div>
                    <div className="break-all text-xs text-muted-foreground">{p.slug}</div>
                    <div className="text-xs text-muted-foreground sm:hidden">
                      {countryName(p.hqCountry)} · {p.rating.toFixed(1)} ★
                    </div>
                  </td>
                  <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                    <span aria-hidden="true">{flagOf(p.hqCountry)} </span>
                    {countryName(p.hqCountry)}
                  </td>
                  <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                    <Star className="mr-1 inline size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                    {p.rating.toFixed(1)} <span className="text-muted-foreground">({p.reviewCount})</span>
                  </td>
                  <td className={td}>
                    <div className="flex flex-wrap justify-end gap-1">
                      <ToggleButtons provider={p} toggles={toggles} />
                      <Button asChild size="sm" variant="ghost">
                        <Link to="/providers/$slug" params={{ slug: p.slug }} aria-label={`View ${p.name}`}>
                          <ExternalLink aria-hidden="true" /> View
                        </Link>
                      </Button>
                      <Button asChild size="sm" variant="ghost">
                        <Link to="/admin/providers/$id/edit" params={{ id: p.id }} aria-label={`Edit ${p.name}`}>
                          <Pencil aria-hidden="true" /> Edit
                        </Link>
                      </Button>
                      <DeleteRowButton
                        what="Provider"
                        name={p.name}
                        consequences="Its applications will be deleted and its users set back to basic."
                        pending={remove.isPending && remove.variables?.id === p.id}
                        onConfirm={() => remove.mutate(p)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          {data && <Pagination label="Providers pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} onPageChange={setPage} />}
        </CardContent>
      </Card>
    </Page>
  );
}

/** /admin/providers: admin only; others go to /providers (spec route guard). */
export const AdminProvidersPage = guarded(AdminProviders, ["admin"]);
