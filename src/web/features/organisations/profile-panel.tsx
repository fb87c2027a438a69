import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { toast } from "sonner";
import type { Organisation } from "@/shared/contracts/organisations";
import { can } from "@/shared/policy/organisations";
import { isAdmin } from "@/shared/policy/roles";
import { errorMessage } from "@/web/api/client";
import { CountryLabel } from "@/web/components/country-flag";
import { LoadError } from "@/web/components/load-error";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { AwardApprovalSetting } from "@/web/features/evaluations";
import { TwoFactorRequirementSetting } from "@/web/features/security";
import { useAuth } from "@/web/lib/use-auth";
import { formatDate } from "@/web/lib/utils";
import { organisationQueries, refreshOrganisation, updateOrganisation } from "./api";
import { KIND_LABELS } from "./labels";
import { OrganisationForm } from "./organisation-form";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted-foreground">Not given</span>;

/** The profile as members without the right to change it read it. */
function ProfileFacts({ organisation: o }: { organisation: Organisation }) {
  return (
    <dl className="grid gap-4">
      <Fact term="Name">{o.name}</Fact>
      <Fact term="Kind">{KIND_LABELS[o.kind]}</Fact>
      <Fact term="Country">{o.country ? <CountryLabel code={o.country} /> : none}</Fact>
      <Fact term="Website">
        {o.websiteUrl ? (
          <a href={o.websiteUrl} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
            {o.websiteUrl}
          </a>
        ) : (
          none
        )}
      </Fact>
      {o.kind === "hospital" && (
        <Fact term="Contact e-mail">
          {o.contactEmail ? (
            <a href={`mailto:${o.contactEmail}`} className="text-primary hover:underline">
              {o.contactEmail}
            </a>
          ) : (
            none
          )}
        </Fact>
      )}
      <Fact term="Created">{formatDate(o.createdAt)}</Fact>
    </dl>
  );
}

/**
 * The Profile tab. A hospital's Owners (and admins) edit it here, and whether its awards need approval; other members read them. A provider organisation's
 * profile is its provider's, edited under My Provider (admins: the provider's edit page).
 */
export function ProfilePanel({ organisationId }: { organisationId: string }) {
  const { actor } = useAuth();
  const client = useQueryClient();
  const query = useQuery(organisationQueries.organisation(organisationId));
  if (query.isPending) return <SkeletonRows label="Loading the organisation's profile" count={4} rowClassName="h-10" />;
  if (query.isError) return <LoadError message={errorMessage(query.error, "The organisation could not be loaded.")} onRetry={() => void query.refetch()} />;
  const o = query.data;
  const manage = can(actor, "organisation.manage", o.id);

  if (o.kind === "provider")
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>A provider's profile is its directory listing: it is edited under {isAdmin(actor) ? "the provider's admin page" : "My Provider"}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ProfileFacts organisation={o} />
          <div>
            <Button asChild variant="outline">
              {isAdmin(actor) ? (
                <Link to="/admin/providers/$id/edit" params={{ id: o.id }}>
                  Edit the provider <ArrowRight aria-hidden="true" />
                </Link>
              ) : (
                <Link to="/provider/me">
                  Open My Provider <ArrowRight aria-hidden="true" />
                </Link>
              )}
            </Button>
          </div>
        </CardContent>
      </Card>
    );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>{manage ? "The hospital's name, country, website and contact e-mail." : "Only the organisation's Owners can change its profile."}</CardDescription>
        </CardHeader>
        <CardContent>
          {manage ? (
            <OrganisationForm
              organisation={o}
              submitLabel="Save profile"
              pendingLabel="Saving..."
              failure="Failed to save the profile"
              onSubmit={async (values) => {
                client.setQueryData(organisationQueries.organisation(o.id).queryKey, await updateOrganisation(o.id, values));
                toast.success("Organisation profile saved");
                await refreshOrganisation(client);
              }}
            />
          ) : (
            <ProfileFacts organisation={o} />
          )}
        </CardContent>
      </Card>
      <Suspense fallback={<SkeletonRows label="Loading the award settings" count={1} rowClassName="h-32" />}>
        <AwardApprovalSetting organisation={o} onSaved={(saved) => client.setQueryData(organisationQueries.organisation(o.id).queryKey, saved)} />
      </Suspense>
      <Suspense fallback={<SkeletonRows label="Loading the security settings" count={1} rowClassName="h-32" />}>
        <TwoFactorRequirementSetting organisation={o} onSaved={(saved) => client.setQueryData(organisationQueries.organisation(o.id).queryKey, saved)} />
      </Suspense>
    </div>
  );
}
