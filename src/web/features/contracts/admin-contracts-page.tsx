import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { contractQueries } from "./api";
import { ContractList, StatusFilter } from "./contract-list";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/contracts");

function AdminContracts() {
  usePageTitle("Contracts");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(contractQueries.admin(search));
  return (
    <Page>
      <PageHeader
        title="Contracts"
        description="Every contract between a hospital and a provider, most recently changed first."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin</Link>
          </Button>
        }
      />
      <StatusFilter value={search.status} onChange={(status) => void navigate({ search: { status } })} />
      <ContractList
        query={list}
        viewer="admin"
        status={search.status}
        onPage={(p) => void navigate({ search: toPage(p) })}
        empty="Contracts are created when a hospital awards a request."
      />
    </Page>
  );
}

/** /admin/contracts: admin only; others go to /providers (the server refuses them anyway). */
export const AdminContractsPage = guarded(AdminContracts, ["admin"]);
