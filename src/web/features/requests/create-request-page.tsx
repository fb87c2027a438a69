import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { RequestWizard } from "./request-form";

function CreateRequest() {
  usePageTitle("Create Request");
  return (
    <Page className="max-w-6xl">
      <PageHeader title="Create Request" description="Post a request for outsourced imaging reads and receive applications from teleradiology providers." />
      <RequestWizard />
    </Page>
  );
}

/** /requests/new: admin or hospital (spec route table). */
export const CreateRequestPage = guarded(CreateRequest, ["admin", "hospital"]);
