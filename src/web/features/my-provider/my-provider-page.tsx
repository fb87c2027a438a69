import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { CredentialsSection } from "@/web/features/credentials";
import { ProviderForm, providerEndpoint, providerQueries } from "@/web/features/providers";
import { useAuth } from "@/web/lib/use-auth";
import { myProviderQuery, updateMyProvider } from "./api";
import { refreshQueries } from "@/web/lib/refresh-queries";

function MyProviderPageFrame({ description, actions, children }: { description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Page className="max-w-4xl">
      <PageHeader title="My Provider" description={description} actions={actions} />
      {children}
    </Page>
  );
}

function MyProviderForm({ provider }: { provider: Provider }) {
  const queryClient = useQueryClient();
  const onSaved = async (saved: Provider) => {
    queryClient.setQueryData(myProviderQuery.queryKey, saved);
    await refreshQueries(queryClient, providerQueries.all);
    toast.success("Provider profile updated successfully");
  };
  return (
    <MyProviderPageFrame
      description="Your provider's public profile in the directory."
      actions={
        <Button asChild variant="outline">
          <Link to="/providers/$slug" params={{ slug: provider.slug }}>
            <ExternalLink aria-hidden="true" />
            View public profile
          </Link>
        </Button>
      }
    >
      <ProviderForm
        editor="telerad"
        provider={provider}
        endpoint={providerEndpoint(MyProviderUpdate, updateMyProvider)}
        onSaved={onSaved}
        failure="Failed to update provider profile"
        submitLabel="Save Profile"
        intro={`${provider.verified ? "Verified provider." : "Not verified yet."} Verification, pinning and ratings are managed by RadBridge admins.`}
      />
      <CredentialsSection />
    </MyProviderPageFrame>
  );
}

function MyProvider() {
  usePageTitle("My Provider");
  const { providerId } = useAuth();
  const provider = useQuery({ ...myProviderQuery, enabled: Boolean(providerId) });

  if (!providerId) {
    return (
      <MyProviderPageFrame>
        <Card className="p-8 text-center text-muted-foreground">User not associated with a provider</Card>
      </MyProviderPageFrame>
    );
  }
  if (provider.isPending) {
    return (
      <MyProviderPageFrame>
        <div role="status" aria-label="Loading provider" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      </MyProviderPageFrame>
    );
  }
  if (provider.isError) {
    return (
      <MyProviderPageFrame>
        <Card role="alert" className="p-8 text-center text-destructive">
          {errorMessage(provider.error, "Failed to load your provider")}
        </Card>
      </MyProviderPageFrame>
    );
  }
  return <MyProviderForm provider={provider.data} />;
}

/** /provider/me: a telerad user edits their own provider's public profile. */
export const MyProviderPage = guarded(MyProvider, ["telerad"]);
