import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheck, Building2, ClipboardList, FileSignature, FileText, History, ShieldAlert, Users } from "lucide-react";
import { isAdmin } from "@/shared/policy/roles";
import { Page, PageHeader } from "@/web/components/page";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { BigTotal } from "@/web/components/big-total";
import { adminQueries } from "./api";
import { ApplicationManagement } from "./admin-applications";
import { ProviderManagement } from "./admin-provider-management";
import { RequestManagement } from "./admin-requests";
import { UserManagement } from "./admin-users";
import { usePageTitle } from "@/web/components/page-title";
import { MarketHealthSection } from "@/web/features/market-health";

function AccessDenied() {
  const { role, refresh } = useAuth();
  return (
    <Page className="flex max-w-lg flex-1 items-center">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <CardDescription>
            You need admin privileges to view this page. Your current role: <strong>{role ?? "loading..."}</strong>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void refresh()}>
            Refresh Profile
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}

const COUNTERS = [
  { key: "totalUsers", label: "Total Users", icon: Users },
  { key: "providers", label: "Providers", icon: Building2 },
  { key: "totalRequests", label: "Total Requests", icon: FileText },
  { key: "totalApplications", label: "Total Applications", icon: ClipboardList },
] as const;

function Counters() {
  const stats = useQuery(adminQueries.stats());
  return (
    <section aria-labelledby="counters-heading" className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {/* Keeps the outline h1 > h2 > h3: the counters' titles are h3. */}
      <h2 id="counters-heading" className="sr-only">
        Counters
      </h2>
      {COUNTERS.map(({ key, label, icon: Icon }) => (
        <Card key={key}>
          <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            {stats.data ? (
              <p className="text-2xl font-bold tabular-nums sm:text-3xl">
                <BigTotal count={{ total: stats.data[key], estimated: stats.data.estimated.includes(key) }} />
              </p>
            ) : stats.isError ? (
              <p className="text-3xl font-bold text-muted-foreground">–</p>
            ) : (
              <Skeleton className="h-9 w-16" />
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

function AdminDashboard() {
  const { actor } = useAuth();
  usePageTitle(isAdmin(actor) ? "Admin Dashboard" : "Access Denied");
  if (!isAdmin(actor)) return <AccessDenied />;
  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        description="Manage users, providers, requests and applications."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/admin/organisations">
                <Building2 aria-hidden="true" /> Organisations
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/contracts">
                <FileSignature aria-hidden="true" /> Contracts
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/credentials">
                <BadgeCheck aria-hidden="true" /> Credentials
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/activity">
                <History aria-hidden="true" /> Activity
              </Link>
            </Button>
          </div>
        }
      />
      <Counters />
      <MarketHealthSection />
      <div className="grid grid-cols-1 gap-8">
        <UserManagement />
        <ProviderManagement />
        <RequestManagement />
        <ApplicationManagement />
      </div>
    </Page>
  );
}

/** /admin: sign-in required; non-admins see Access Denied (spec §2), the server refuses them anyway. */
export const AdminPage = guarded(AdminDashboard);
