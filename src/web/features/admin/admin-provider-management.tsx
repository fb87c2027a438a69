import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pin, PinOff, ShieldCheck, ShieldOff } from "lucide-react";
import { toast } from "sonner";
import type { AdminProviderRow } from "@/shared/contracts/admin";
import { CountryLabel } from "@/web/components/country-flag";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { providerQueries } from "@/web/features/providers";
import { adminQueries, DASHBOARD_PAGE_SIZE, togglePinned, toggleVerified } from "./api";
import { ListSearch, ListSection, useErrorToast, useSearchedList } from "./admin-bits";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** Verify/Unverify and Pin/Unpin with the spec's toasts (§8); shared by the dashboard and /admin/providers. */
export function useProviderToggles() {
  const client = useQueryClient();
  const refresh = () => void refreshQueries(client, adminQueries.all, providerQueries.all);
  const verify = useMutation({
    mutationFn: (p: AdminProviderRow) => toggleVerified(p.id),
    onSuccess: (p) => {
      toast.success(p.verified ? "Provider verified successfully" : "Provider unverified successfully");
      refresh();
    },
    onError: (error) => {
      console.error("Failed to update provider verification", error);
      toast.error("Failed to update provider verification");
    },
  });
  const pin = useMutation({
    mutationFn: (p: AdminProviderRow) => togglePinned(p.id),
    onSuccess: (p) => {
      toast.success(p.pinned ? "Provider pinned successfully" : "Provider unpinned successfully");
      refresh();
    },
    onError: (error) => {
      console.error("Failed to update provider pin status", error);
      toast.error("Failed to update provider pin status");
    },
  });
  return { verify, pin };
}

export function ProviderFlags({ provider }: { provider: AdminProviderRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {provider.verified && (
        <Badge variant="success">
          <ShieldCheck className="size-3" aria-hidden="true" /> Verified
        </Badge>
      )}
      {provider.pinned && (
        <Badge variant="warning">
          <Pin className="size-3" aria-hidden="true" /> Pinned
        </Badge>
      )}
    </span>
  );
}

export function ToggleButtons({ provider, toggles }: { provider: AdminProviderRow; toggles: ReturnType<typeof useProviderToggles> }) {
  const busy = (toggles.verify.isPending && toggles.verify.variables?.id === provider.id) || (toggles.pin.isPending && toggles.pin.variables?.id === provider.id);
  return (
    <>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => toggles.verify.mutate(provider)} aria-label={`${provider.verified ? "Unverify" : "Verify"} ${provider.name}`}>
        {provider.verified ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {provider.verified ? "Unverify" : "Verify"}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => toggles.pin.mutate(provider)} aria-label={`${provider.pinned ? "Unpin" : "Pin"} ${provider.name}`}>
        {provider.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
        {provider.pinned ? "Unpin" : "Pin"}
      </Button>
    </>
  );
}

export function ProviderManagement() {
  const { search, onSearch, query, page, setPage } = useSearchedList();
  const list = useQuery(adminQueries.providers({ query, sort: "name", page, pageSize: DASHBOARD_PAGE_SIZE }));
  useErrorToast(list.error, "Failed to fetch providers");
  const toggles = useProviderToggles();
  const data = list.data;

  return (
    <ListSection
      id="providers-heading"
      title="Provider Management"
      action={
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/providers">Manage Providers</Link>
        </Button>
      }
      description="Verify and pin providers in the directory."
      controls={<ListSearch label="Search providers by name or description" placeholder="Search providers..." value={search} onChange={onSearch} />}
      data={data}
      isError={list.isError}
      noun="providers"
      rowHeight="h-12"
      onPage={setPage}
    >
      {(rows) => (
        <ul className="divide-y" aria-labelledby="providers-heading">
          {rows.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{p.name}</span>
                  <ProviderFlags provider={p} />
                </div>
                <div className="break-all text-sm text-muted-foreground">
                  <CountryLabel code={p.hqCountry} /> · /providers/{p.slug}
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <ToggleButtons provider={p} toggles={toggles} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
