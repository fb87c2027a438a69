import { useParams } from "@tanstack/react-router";
import { Page, PageHeader } from "@/web/components/page";
import { guarded } from "@/web/components/route-guard";
import { RequestEditForm, RequestWizard } from "@/web/features/requests";
import { usePageTitle } from "@/web/components/page-title";

/** /admin/requests/new and /admin/requests/{id}/edit: the request forms for any request, back to /admin. */
function AdminRequestForm() {
  const { id } = useParams({ strict: false }) as { id?: string };
  usePageTitle(id ? "Edit Request" : "Create Request");
  if (id) {
    return (
      <Page className="max-w-4xl">
        <PageHeader title="Edit Request" description="Change any request as an admin." />
        <RequestEditForm id={id} backTo="/admin" />
      </Page>
    );
  }
  return (
    <Page className="max-w-6xl">
      <PageHeader title="Create Request" description="Post a request on behalf of a hospital." />
      <RequestWizard onDone="/admin" backTo="/admin" />
    </Page>
  );
}

export const AdminRequestFormPage = guarded(AdminRequestForm, ["admin"]);
