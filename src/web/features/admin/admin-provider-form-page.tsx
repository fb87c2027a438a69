import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { toast } from "sonner";
import { ProviderCreateSchema, ProviderUpdateSchema } from "@/shared/contracts/provider-fields";
import type { Provider } from "@/shared/contracts/providers";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { providerQueries, ProviderForm, providerEndpoint } from "@/web/features/providers";
import { adminQueries, createProvider, updateProvider } from "./api";
import { refreshQueries } from "@/web/lib/refresh-queries";

function AdminProviderEditor({ provider }: { provider: Provider | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const onSaved = (saved: Provider) => {
    toast.success(provider ? "Provider updated successfully" : `Provider created successfully (/providers/${saved.slug})`);
    void refreshQueries(client, adminQueries.all, providerQueries.all);
    void navigate({ to: "/admin/providers", search: { query: saved.name } });
  };
  return (
    <ProviderForm
      editor="admin"
      provider={provider}
      endpoint={provider ? providerEndpoint(ProviderUpdateSchema, (body) => updateProvider(provider.id, body)) : providerEndpoint(ProviderCreateSchema, createProvider)}
      onSaved={onSaved}
      failure={provider ? "Failed to update provider" : "Failed to create provider"}
      submitLabel={provider ? "Save Changes" : "Create Provider"}
      intro={provider && `Public address: /providers/${provider.slug}. The slug changes only if you ask for it to be regenerated from the name.`}
      cancel={
        <Button asChild variant="outline">
          <Link to="/admin/providers">Cancel</Link>
        </Button>
      }
    />
  );
}

function AdminProviderForm() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const existing = useQuery({ ...adminQueries.provider(id ?? ""), enabled: Boolean(id) });
  usePageTitle(id ? "Edit Provider" : "Add Provider");
  const back = (
    <Button asChild variant="outline">
      <Link to="/admin/providers">
        <ArrowLeft aria-hidden="true" /> Back to Providers
      </Link>
    </Button>
  );
  if (id && existing.isPending) return <Spinner />;
  if (id && existing.isError) {
    return (
      <Page className="max-w-lg text-center">
        <h1 className="text-2xl font-bold">Provider Not Found</h1>
        <p className="my-4 text-muted-foreground">{existing.error.message}</p>
        {back}
      </Page>
    );
  }
  return (
    <Page className="max-w-5xl">
      <PageHeader title={id ? "Edit Provider" : "Add Provider"} description={id ? existing.data?.name : "Create a provider for the directory."} actions={back} />
      <AdminProviderEditor key={existing.data?.id ?? "new"} provider={existing.data ?? null} />
    </Page>
  );
}

/** /admin/providers/new and /admin/providers/{id}/edit: admin only. */
export const AdminProviderFormPage = guarded(AdminProviderForm, ["admin"]);
