import { getRouteApi } from "@tanstack/react-router";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { RequestEditForm } from "./request-form";

const route = getRouteApi("/requests/$id/edit");

function EditRequest() {
  const { id } = route.useParams();
  usePageTitle("Edit Request");
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Edit Request" description="Update the details of your request." />
      <RequestEditForm id={id} backTo={`/requests/${id}`} />
    </Page>
  );
}

/** /requests/{id}/edit: admin or hospital; the server refuses hospitals that do not own the request. */
export const EditRequestPage = guarded(EditRequest, ["admin", "hospital"]);
