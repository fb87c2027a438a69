import { BarChart3, Building2, Search } from "lucide-react";
import type { Role } from "@/shared/policy/roles";
import { PathLink } from "@/web/components/path-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

function Step({ icon: Icon, title, children, to, action }: { icon: typeof Search; title: string; children: React.ReactNode; to: string; action: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent>
        <PathLink to={to} className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90">
          {action}
        </PathLink>
      </CardContent>
    </Card>
  );
}

/** Someone who acts for no organisation (a basic or new account): how to start. An admin is sent to the marketplace's health instead. */
export function StartHere({ role }: { role: Role | null }) {
  if (role === "admin")
    return (
      <Step icon={BarChart3} title="Marketplace health" to="/admin" action="Open the Admin Panel">
        Admins act for no organisation: the marketplace's figures (requests posted, bids, awards, contracts and measured studies, week by week) are in the
        Admin Panel.
      </Step>
    );
  const organisationStep =
    role === "hospital"
      ? "Create your hospital's organisation, or ask a colleague who already has one to invite you: its requests, bids and contracts then fill this page."
      : role === "telerad"
        ? "Ask the Owner of your provider's organisation to invite you; RadBridge's admins set up new providers' organisations."
        : "Accept an invitation from a hospital or a provider organisation: your account then acts for it, and its figures fill this page.";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Step icon={Building2} title="Create or join an organisation" to="/organisation" action={role === "hospital" ? "Set up your organisation" : "See how to join"}>
        {organisationStep}
      </Step>
      <Step icon={Search} title="Browse the directory" to="/providers" action="Browse providers">
        See teleradiology providers, their modalities, languages, and measured turnaround.
      </Step>
    </div>
  );
}
