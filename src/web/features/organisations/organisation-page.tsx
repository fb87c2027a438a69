import { getRouteApi, Link } from "@tanstack/react-router";
import { Building2 } from "lucide-react";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { KIND_LABELS } from "./labels";
import { NoOrganisation } from "./no-organisation";
import { OrganisationView } from "./organisation-view";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/organisation");

/** Admins belong to no organisation: they look after every one under Admin. */
function AdminNote() {
  return (
    <Page className="max-w-3xl">
      <PageHeader title="Organisation" />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Admins act for no organisation</CardTitle>
          <CardDescription>You can open any hospital or provider organisation, its members, invitations and activity from the admin list.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/admin/organisations">
              <Building2 aria-hidden="true" /> Manage organisations
            </Link>
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}

function OrganisationHome() {
  const { role, organisation } = useAuth();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  usePageTitle(organisation?.name ?? "Organisation");
  if (role === "admin") return <AdminNote />;
  if (!organisation) return <NoOrganisation />;
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title={organisation.name}
        description={`${KIND_LABELS[organisation.kind]} · Your role: ${MEMBER_ROLE_LABELS[organisation.role]}`}
      />
      {/* Another organisation (switched, joined or left) starts over on its own state. */}
      <OrganisationView key={organisation.id} organisation={organisation} search={search} onPage={(p) => void navigate({ search: toPage(p) })} />
    </Page>
  );
}

/** /organisation: any signed-in user; the organisation they act for, or how to get one. */
export const OrganisationPage = guarded(OrganisationHome);
