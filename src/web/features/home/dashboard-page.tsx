import { BarChart3, Building2, CalendarClock, Users } from "lucide-react";
import { Page, PageHeader } from "@/web/components/page";
import { guarded } from "@/web/components/route-guard";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { usePageTitle } from "@/web/components/page-title";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-4">
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

function Dashboard() {
  usePageTitle("Dashboard");
  return (
    <Page>
      <PageHeader title="Dashboard" description="Your personal workspace is coming soon. The numbers below are samples." actions={<Badge variant="secondary">Coming soon</Badge>} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Building2 className="size-5 text-primary" aria-hidden="true" /> For Hospitals
            </CardTitle>
            <CardDescription>Track your tenders and provider partnerships.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid grid-cols-2 gap-3">
              <Stat label="Active tenders" value="3" />
              <Stat label="Provider partnerships" value="12" />
              <Stat label="Case volume" value="1.2K" />
              <Stat label="Average turnaround" value="1.2h" />
            </div>
            <Button disabled>Open hospital dashboard</Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Users className="size-5 text-primary" aria-hidden="true" /> For Providers
            </CardTitle>
            <CardDescription>Follow opportunities and contracts.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid grid-cols-2 gap-3">
              <Stat label="Tender opportunities" value="28" />
              <Stat label="Active contracts" value="8" />
              <Stat label="Cases this month" value="2.1K" />
              <Stat label="Rating" value="4.8" />
            </div>
            <Button disabled>Open provider dashboard</Button>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">What's coming next</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-3">
            <li className="flex items-center gap-2"><BarChart3 className="size-4 text-primary" aria-hidden="true" /> Advanced analytics</li>
            <li className="flex items-center gap-2"><Users className="size-4 text-primary" aria-hidden="true" /> Team management</li>
            <li className="flex items-center gap-2"><CalendarClock className="size-4 text-primary" aria-hidden="true" /> Smart scheduling</li>
          </ul>
        </CardContent>
      </Card>
    </Page>
  );
}

export const DashboardPage = guarded(Dashboard);
