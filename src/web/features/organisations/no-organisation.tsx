import { useQueryClient } from "@tanstack/react-query";
import { MailPlus } from "lucide-react";
import { toast } from "sonner";
import { INVITATION_DAYS } from "@/shared/policy/organisations";
import { Page, PageHeader } from "@/web/components/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { actForNewOrganisation, createOrganisation } from "./api";
import { OrganisationForm } from "./organisation-form";

/** How an invitation reaches someone: the same words for every kind of account. */
function InvitedInstead({ email, lead }: { email: string; lead: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MailPlus className="size-5 text-primary" aria-hidden="true" /> Join through an invitation
        </CardTitle>
        <CardDescription>{lead}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          Ask an Owner of the organisation to invite <strong className="break-all">{email}</strong>. The invitation e-mail holds a link, valid {INVITATION_DAYS} days, that adds
          you with the role they chose once you accept it signed in with this address.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * Someone who belongs to no organisation: a hospital account creates its own (or is invited by a colleague);
 * other accounts learn how to be invited.
 */
export function NoOrganisation() {
  const { me, role } = useAuth();
  const client = useQueryClient();
  const email = me?.user.email ?? "";

  if (role === "hospital")
    return (
      <Page className="max-w-3xl">
        <PageHeader title="Create your organisation" description="Your hospital on RadBridge: its requests, its members and their roles." />
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Your hospital</CardTitle>
              <CardDescription>You become its Owner: you invite colleagues and choose what each may do.</CardDescription>
            </CardHeader>
            <CardContent>
              <OrganisationForm
                submitLabel="Create organisation"
                pendingLabel="Creating..."
                failure="Failed to create the organisation"
                onSubmit={async (values) => {
                  const created = await createOrganisation(values);
                  toast.success(`${created.name} created: you are its Owner`);
                  await actForNewOrganisation(client);
                }}
              />
            </CardContent>
          </Card>
          <InvitedInstead email={email} lead="Is your hospital already on RadBridge? A colleague can invite you instead of you creating a second one." />
        </div>
      </Page>
    );

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title="Organisation"
        description={
          role === "telerad"
            ? "Your account does not act for a provider yet."
            : "Your account belongs to no hospital or provider yet."
        }
      />
      <div className="grid gap-6">
        <InvitedInstead
          email={email}
          lead={
            role === "telerad"
              ? "Providers' organisations are set up by RadBridge's admins; their Owners then invite the rest of the team."
              : "Accepting an invitation makes yours a hospital or a provider account, whichever the organisation that invites you is."
          }
        />
      </div>
    </Page>
  );
}
