import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Building2 } from "lucide-react";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { contractQueries } from "./api";
import { ContractList, StatusFilter } from "./contract-list";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/contracts");

/** Contracts belong to organisations: without one there is nothing to list (admins have their own list). */
function NoContracts({ admin }: { admin: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{admin ? "Admins act for no organisation" : "Contracts belong to organisations"}</CardTitle>
        <CardDescription>
          {admin
            ? "Every contract of the marketplace is in the admin list."
            : "A contract binds a hospital and a provider. Create or join an organisation to see its contracts here."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          {admin ? (
            <Link to="/admin/contracts">All contracts</Link>
          ) : (
            <Link to="/organisation">
              <Building2 aria-hidden="true" /> Your organisation
            </Link>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function Contracts() {
  usePageTitle("Contracts");
  const { organisation, role, viewer } = useAuth();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({ ...contractQueries.list(search, viewer), enabled: Boolean(organisation) });
  const description = organisation ? `The contracts of ${organisation.name}, most recently changed first.` : undefined;
  return (
    <Page className="max-w-6xl">
      <PageHeader title="Contracts" description={description} />
      {!organisation ? (
        <NoContracts admin={role === "admin"} />
      ) : (
        <>
          <StatusFilter value={search.status} onChange={(status) => void navigate({ search: { status } })} />
          <ContractList
            query={list}
            viewer={{ kind: organisation.kind }}
            status={search.status}
            onPage={(p) => void navigate({ search: toPage(p) })}
            empty="Contracts are created when a hospital awards a request: the award's draft appears here."
          />
        </>
      )}
    </Page>
  );
}

/** /contracts: any signed-in user; the active organisation's contracts, or why there are none. */
export const ContractsPage = guarded(Contracts);
