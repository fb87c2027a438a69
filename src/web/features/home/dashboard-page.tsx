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

/** One side's sample numbers and its (not yet available) dashboard button. */
function AudienceCard({ icon: Icon, title, description, stats, action }: { icon: typeof Users; title: string; description: string; stats: [string, string][]; action: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          {stats.map(([label, value]) => (
            <Stat key={label} label={label} value={value} />
          ))}
        </div>
        <Button disabled>{action}</Button>
      </CardContent>
    </Card>
  );
}

function Dashboard() {
  usePageTitle("Dashboard");
  return (
    <Page>
      <PageHeader title="Dashboard" description="Your personal workspace is coming soon. The numbers below are samples." actions={<Badge variant="secondary">Coming soon</Badge>} />
      <div className="grid gap-6 md:grid-cols-2">
        <AudienceCard
          icon={Building2}
          title="For Hospitals"
          description="Track your tenders and provider partnerships."
          stats={[
            ["Active tenders", "3"],
            ["Provider partnerships", "12"],
            ["Case volume", "1.2K"],
            ["Average turnaround", "1.2h"],
          ]}
          action="Open hospital dashboard"
        />
        <AudienceCard
          icon={Users}
          title="For Providers"
          description="Follow opportunities and contracts."
          stats={[
            ["Tender opportunities", "28"],
            ["Active contracts", "8"],
            ["Cases this month", "2.1K"],
            ["Rating", "4.8"],
          ]}
          action="Open provider dashboard"
        />
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
