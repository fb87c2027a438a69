import { Link } from "@tanstack/react-router";
import { ExternalLink, Pencil, Star } from "lucide-react";
import type { AdminProviderRow } from "@/shared/contracts/admin";
import { countryName } from "@/shared/reference/countries";
import { CountryLabel } from "@/web/components/country-flag";
import { Button } from "@/web/components/ui/button";
import { DataTable, td } from "@/web/components/data-table";
import { DeleteRowButton } from "./admin-bits";
import { ProviderFlags, ToggleButtons, type useProviderToggles } from "./admin-provider-management";

/** /admin/providers' table: flags, HQ, rating, and verify, pin, view, edit and delete per row. */
export function AdminProviderTable({
  providers,
  toggles,
  deleting,
  onDelete,
}: {
  providers: AdminProviderRow[];
  toggles: ReturnType<typeof useProviderToggles>;
  deleting: string | null;
  onDelete: (provider: AdminProviderRow) => void;
}) {
  return (
    <DataTable
      caption="Providers: pinned first, then verified, then by name"
      columns={["Provider", { label: "Headquarters", className: "hidden sm:table-cell" }, { label: "Rating", className: "hidden sm:table-cell" }, { label: "Actions", srOnly: true }]}
    >
      {providers.map((p) => (
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
            <CountryLabel code={p.hqCountry} />
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
                pending={deleting === p.id}
                onConfirm={() => onDelete(p)}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
