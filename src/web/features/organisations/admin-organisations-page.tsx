import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Users } from "lucide-react";
import type { AdminOrganisationRow } from "@/shared/contracts/organisations";
import { ORGANISATION_KINDS, type OrganisationKind } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { CountryLabel } from "@/web/components/country-flag";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { NativeSelect, SearchInput } from "@/web/components/ui/input";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useUrlSearchText } from "@/web/lib/use-url-search-text";
import { formatDate, formatNumber, totalQualifier, totalText } from "@/web/lib/utils";
import { organisationQueries } from "./api";
import { KIND_SHORT_LABELS, KindBadge } from "./labels";
import { DataTable, NarrowList, td } from "@/web/components/data-table";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/organisations");

const none = <span className="text-muted-foreground">—</span>;

function OrganisationLink({ organisation: o }: { organisation: AdminOrganisationRow }) {
  return (
    <Link to="/admin/organisations/$id" params={{ id: o.id }} search={{ tab: "members" }} className="font-medium text-primary hover:underline">
      {o.name}
    </Link>
  );
}

function MembersButton({ organisation: o }: { organisation: AdminOrganisationRow }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to="/admin/organisations/$id" params={{ id: o.id }} search={{ tab: "members" }} aria-label={`Members of ${o.name}`}>
        <Users aria-hidden="true" /> Members
      </Link>
    </Button>
  );
}

function OrganisationRows({ rows }: { rows: AdminOrganisationRow[] }) {
  return (
    <>
      <NarrowList label="Organisations, newest first">
        {rows.map((o) => (
          <li key={o.id} className="grid gap-1 py-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <OrganisationLink organisation={o} />
              <KindBadge kind={o.kind} />
            </div>
            <div className="text-muted-foreground">
              {o.country ? <CountryLabel code={o.country} /> : "No country"} · {formatNumber(o.members)} member(s) · created {formatDate(o.createdAt)}
            </div>
          </li>
        ))}
      </NarrowList>
      <DataTable wideOnly caption="Organisations, newest first" columns={["Name", "Kind", "Country", "Members", "Created", { label: "Actions", srOnly: true }]}>
        {rows.map((o) => (
          <tr key={o.id}>
            <td className={td}>
              <OrganisationLink organisation={o} />
            </td>
            <td className={td}>
              <KindBadge kind={o.kind} />
            </td>
            <td className={`${td} whitespace-nowrap`}>{o.country ? <CountryLabel code={o.country} /> : none}</td>
            <td className={`${td} tabular-nums`}>{formatNumber(o.members)}</td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(o.createdAt)}</td>
            <td className={`${td} text-right`}>
              <MembersButton organisation={o} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function AdminOrganisations() {
  usePageTitle("Organisations");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useUrlSearchText(search.q, (q) => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true }));
  const list = useQuery(organisationQueries.admin(search));
  const data = list.data;
  const setPage = (p: number) => void navigate({ search: toPage(p) });
  const filtered = Boolean(search.q || search.kind);

  return (
    <Page>
      <PageHeader
        title="Organisations"
        description="Every hospital and provider organisation, newest first. Open one to see and change its members, invitations and activity."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin</Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchInput aria-label="Search organisations by name" placeholder="Search by name..." className="sm:max-w-sm sm:flex-1" value={text} onChange={(e) => setText(e.target.value)} />
        <NativeSelect
          aria-label="Kind"
          className="sm:w-56"
          value={search.kind ?? ""}
          onChange={(e) => void navigate({ search: (s) => ({ ...s, kind: (e.target.value || undefined) as OrganisationKind | undefined, page: undefined }) })}
        >
          <option value="">All kinds</option>
          {ORGANISATION_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_SHORT_LABELS[k]}s
            </option>
          ))}
        </NativeSelect>
      </div>
      <Card>
        <CardContent className="pt-6">
          {list.isError && !data ? (
            <p role="alert" className="text-sm">
              {errorMessage(list.error, "The organisations could not be loaded.")}
            </p>
          ) : !data ? (
            <SkeletonRows label="Loading organisations" count={5} rowClassName="h-12" />
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {totalText(data)} organisation(s) found
              </p>
              {data.data.length === 0 ? (
                <div className="py-8 text-center">
                  <p className="font-medium">No organisations found</p>
                  <p className="text-sm text-muted-foreground">{filtered ? "Try another search or kind." : "Hospitals create theirs; every provider is one."}</p>
                </div>
              ) : (
                <OrganisationRows rows={data.data} />
              )}
              <Pagination label="Organisation pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

/** /admin/organisations: admin only; others go to /providers (the server refuses them anyway). */
export const AdminOrganisationsPage = guarded(AdminOrganisations, ["admin"]);
