import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { errorMessage, isNotFound } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { formatDate } from "@/web/lib/utils";
import { organisationQueries } from "./api";
import { KIND_LABELS } from "./labels";
import { OrganisationView } from "./organisation-view";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/organisations/$id");

function Back() {
  return (
    <Button asChild variant="outline">
      <Link to="/admin/organisations">
        <ArrowLeft aria-hidden="true" /> All organisations
      </Link>
    </Button>
  );
}

function AdminOrganisation() {
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(organisationQueries.organisation(id));
  const o = query.data;
  usePageTitle(o ? `${o.name} · Organisations` : "Organisation");

  if (query.isError && !o)
    return (
      <Page className="max-w-5xl">
        <PageHeader title={isNotFound(query.error) ? "Organisation not found" : "Organisation"} actions={<Back />} />
        {isNotFound(query.error) ? (
          <p className="text-muted-foreground">No organisation has this address: it may have been deleted with its provider.</p>
        ) : (
          <LoadError message={errorMessage(query.error, "The organisation could not be loaded.")} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  if (!o)
    return (
      <Page className="max-w-5xl" role="status" aria-busy="true" aria-label="Loading the organisation">
        <Skeleton className="mb-3 h-9 w-72" />
        <Skeleton className="mb-8 h-5 w-96 max-w-full" />
        <Skeleton className="h-64" />
      </Page>
    );
  return (
    <Page className="max-w-5xl">
      <PageHeader title={o.name} description={`${KIND_LABELS[o.kind]} · created ${formatDate(o.createdAt)}`} actions={<Back />} />
      <OrganisationView organisation={o} search={search} onPage={(p) => void navigate({ search: toPage(p) })} />
    </Page>
  );
}

/** /admin/organisations/{id}: admin only; the same tabs an Owner sees, plus adding an existing account. */
export const AdminOrganisationPage = guarded(AdminOrganisation, ["admin"]);
