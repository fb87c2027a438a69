import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Check, LogIn, MailQuestion, UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { InvitationLink } from "@/shared/contracts/organisations";
import { joinRefusal, MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS, ORGANISATION_MESSAGES } from "@/shared/policy/organisations";
import { ApiError, errorMessage, isNotFound } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth, useSignOut } from "@/web/lib/use-auth";
import { formatDate } from "@/web/lib/utils";
import { acceptInvitation, actForNewOrganisation, organisationQueries } from "./api";
import { InvitationStateBadge, KIND_LABELS } from "./labels";

const route = getRouteApi("/invitations/$token");

function Frame({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Page className="flex max-w-xl flex-1 items-start">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children}
      </Card>
    </Page>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}

/** Why the invitation cannot be accepted by whoever looks at it now, known before asking the server. */
function refusalFor(invitation: InvitationLink, me: { email: string; role: Parameters<typeof joinRefusal>[0] } | null): string | null {
  if (invitation.state === "expired") return ORGANISATION_MESSAGES.invitationExpired;
  if (invitation.state !== "pending") return ORGANISATION_MESSAGES.invitationUsed;
  if (!me) return null;
  if (me.email.toLowerCase() !== invitation.email.toLowerCase()) return ORGANISATION_MESSAGES.invitationOtherEmail(invitation.email);
  return joinRefusal(me.role, invitation.organisation.kind);
}

/** Signed out: sign in, or sign up with the invited e-mail; both come back here (sign-up through its confirmation link). */
function SignedOutActions({ path }: { path: string }) {
  return (
    <CardFooter className="flex flex-col items-stretch gap-2 sm:flex-row">
      <Button asChild className="sm:flex-1">
        <Link to="/auth/sign-in" search={{ redirect: path }}>
          <LogIn aria-hidden="true" /> Sign in
        </Link>
      </Button>
      <Button asChild variant="outline" className="sm:flex-1">
        <Link to="/auth/sign-up" search={{ redirect: path }}>
          <UserPlus aria-hidden="true" /> Sign up
        </Link>
      </Button>
    </CardFooter>
  );
}

/** Signed in with another address: sign out, then sign in with the invited one and come back. */
function SwitchAccount({ path }: { path: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={async () => {
        await signOut();
        void navigate({ to: "/auth/sign-in", search: { redirect: path } });
      }}
    >
      Sign out and use another account
    </Button>
  );
}

function InvitationDetails({ token, invitation }: { token: string; invitation: InvitationLink }) {
  const { me, role, memberships } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const path = `/invitations/${token}`;
  const known = refusalFor(invitation, me && role ? { email: me.user.email, role } : null);
  const otherEmail = Boolean(me) && me!.user.email.toLowerCase() !== invitation.email.toLowerCase();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      toast.success(`Welcome to ${invitation.organisation.name}: you joined as ${MEMBER_ROLE_LABELS[invitation.role]}`);
      await actForNewOrganisation(client);
      void navigate({ to: "/organisation" });
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to accept the invitation");
      toast.error(message);
      // A refusal stays on the page (and the button goes); a network failure may be tried again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRefused(message);
      // Used, revoked or expired meanwhile: the page shows the state the server now reports.
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: organisationQueries.invitationLink(token).queryKey });
    },
  });
  // Someone who already belongs to the organisation (the invitation they accepted, say) is told so, not refused.
  const member = !otherEmail && memberships.some((m) => m.id === invitation.organisation.id);
  const problem = member ? null : (refused ?? known);

  return (
    <Frame title={`Join ${invitation.organisation.name}`} description={`You are invited to join this ${KIND_LABELS[invitation.organisation.kind].toLowerCase()} organisation on RadBridge.`}>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <Fact term="Organisation">
            <span className="break-words">{invitation.organisation.name}</span>
          </Fact>
          <Fact term="Kind">{KIND_LABELS[invitation.organisation.kind]}</Fact>
          <Fact term="Role">
            <span className="font-medium">{MEMBER_ROLE_LABELS[invitation.role]}</span>
            <span className="block text-muted-foreground">{MEMBER_ROLE_HINTS[invitation.role]}</span>
          </Fact>
          <Fact term="Invited e-mail">
            <span className="break-all">{invitation.email}</span>
          </Fact>
          <Fact term="State">
            <span className="flex flex-wrap items-center gap-2">
              <InvitationStateBadge state={invitation.state} />
              {invitation.state === "pending" && <span className="text-muted-foreground">valid until {formatDate(invitation.expiresAt)}</span>}
              {invitation.state === "expired" && <span className="text-muted-foreground">since {formatDate(invitation.expiresAt)}</span>}
            </span>
          </Fact>
        </dl>
        {member && (
          <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
            You are a member of {invitation.organisation.name}.
          </p>
        )}
        {problem && <Problem>{problem}</Problem>}
        {!me && invitation.state === "pending" && (
          <p className="text-sm text-muted-foreground">
            Sign in with <strong className="break-all">{invitation.email}</strong> to accept, or sign up with it: the confirmation e-mail brings you back here.
          </p>
        )}
      </CardContent>
      {!me ? (
        invitation.state === "pending" && <SignedOutActions path={path} />
      ) : (
        <CardFooter className="flex flex-wrap gap-2">
          {invitation.state === "pending" && !known && !member && !refused && (
            <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
              <Check aria-hidden="true" />
              {accept.isPending ? "Joining..." : "Accept invitation"}
            </Button>
          )}
          {otherEmail && invitation.state === "pending" && <SwitchAccount path={path} />}
          {(member || refused === ORGANISATION_MESSAGES.alreadyMember) && (
            <Button asChild variant="outline">
              <Link to="/organisation">Go to your organisation</Link>
            </Button>
          )}
        </CardFooter>
      )}
    </Frame>
  );
}

/** /invitations/{token}: what the invitation offers, and the way to accept it. */
export function InvitationPage() {
  const { token } = route.useParams();
  const { loading } = useAuth();
  const query = useQuery(organisationQueries.invitationLink(token));
  usePageTitle(query.data ? `Invitation to ${query.data.organisation.name}` : "Invitation");

  if (query.isPending || loading)
    return (
      <Frame title="Invitation">
        <CardContent>
          <SkeletonRows label="Loading the invitation" count={4} rowClassName="h-8" />
        </CardContent>
      </Frame>
    );
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <Frame title="Invitation not found" description={ORGANISATION_MESSAGES.invitationNotFound}>
          <CardContent className="grid gap-4 text-sm">
            <MailQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
            <p>The link may be mistyped, or it was replaced when the invitation was sent again: open the newest invitation e-mail, or ask the organisation's Owner for a new one.</p>
            <div>
              <Button asChild variant="outline">
                <Link to="/">Go to the home page</Link>
              </Button>
            </div>
          </CardContent>
        </Frame>
      );
    return (
      <Page className="max-w-xl">
        <LoadError message={errorMessage(query.error, "The invitation could not be loaded.")} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  return <InvitationDetails token={token} invitation={query.data} />;
}
