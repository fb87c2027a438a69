import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { useAuth } from "@/web/lib/use-auth";
import { ChartsCard, CountersSection, WaitingCard } from "./dashboard-cards";
import { StartHere } from "./start-here";

/** /dashboard (issue 32, PRODUCT.md #35): the figures of the organisation the user acts for, what waits for them, charts. */
function Dashboard() {
  usePageTitle("Dashboard");
  const { role, viewer, organisation } = useAuth();
  if (!organisation || role === "admin")
    return (
      <Page>
        <PageHeader title="Dashboard" description="Your organisation's figures, what waits for you and how they evolve show here once you act for one." />
        <StartHere role={role} />
      </Page>
    );
  return (
    <Page>
      <PageHeader title="Dashboard" description={`${organisation.name}: you act as ${MEMBER_ROLE_LABELS[organisation.role]}.`} />
      <div className="grid gap-8">
        <CountersSection viewer={viewer} />
        <WaitingCard viewer={viewer} organisation={organisation.name} />
        <ChartsCard viewer={viewer} />
      </div>
    </Page>
  );
}

export const DashboardPage = guarded(Dashboard);
