import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { AdminCredentialPage } from "@/shared/contracts/credential-review";
import { type CredentialStatus, CREDENTIAL_STATUS_VALUES } from "@/shared/policy/credentials";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { cn, totalQualifier, totalText } from "@/web/lib/utils";
import { adminCredentialQueries } from "./admin-credentials-api";
import { AdminCredentialsTable } from "./admin-credentials-table";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/credentials");

const TABS: Record<CredentialStatus, { label: string; caption: string; empty: string }> = {
  pending: { label: "Pending", caption: "Credentials waiting for review, oldest first", empty: "No credentials waiting for review" },
  verified: { label: "Verified", caption: "Verified credentials, most recently verified first", empty: "No verified credentials" },
  rejected: { label: "Rejected", caption: "Rejected credentials, most recently rejected first", empty: "No rejected credentials" },
};

/** The tabs are links (the URL keeps the status), each with its count once known. */
function StatusTabs({ status, counts }: { status: CredentialStatus; counts?: AdminCredentialPage["counts"] }) {
  return (
    <nav aria-label="Credential status" className="flex flex-wrap gap-1 border-b">
      {CREDENTIAL_STATUS_VALUES.map((s) => (
        <Link
          key={s}
          to="/admin/credentials"
          search={s === "pending" ? {} : { status: s }}
          aria-current={s === status ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            s === status ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {TABS[s].label}
          {counts && <span className="ml-1.5 rounded-full bg-muted px-1.5 py-0.5 text-xs tabular-nums">{totalText(counts[s])}</span>}
        </Link>
      ))}
    </nav>
  );
}

function AdminCredentials() {
  usePageTitle("Credentials");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status: CredentialStatus = search.status ?? "pending";
  const list = useQuery(adminCredentialQueries.list(status, search.page ?? 1));
  const data = list.data;
  const setPage = (p: number) => void navigate({ search: toPage(p) });

  return (
    <Page>
      <PageHeader
        title="Credentials"
        description="Check each licence, certification, insurance and accreditation against its document, then verify it or reject it with a reason. The provider's users are told by e-mail either way."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin</Link>
          </Button>
        }
      />
      <StatusTabs status={status} counts={data?.counts} />
      <Card>
        <CardContent className="pt-6">
          {list.isError ? (
            <p role="alert" className="text-sm">
              {errorMessage(list.error, "The credentials could not be loaded.")}
            </p>
          ) : !data ? (
            <SkeletonRows label="Loading credentials" count={4} rowClassName="h-20" />
          ) : data.data.length === 0 ? (
            <div className="py-8 text-center">
              <p className="font-medium">{TABS[status].empty}</p>
              {status === "pending" && <p className="text-sm text-muted-foreground">New and changed credentials appear here until they are verified or rejected.</p>}
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {totalText(data)} {TABS[status].label.toLowerCase()} credential(s)
              </p>
              <AdminCredentialsTable credentials={data.data} caption={TABS[status].caption} />
              <Pagination label="Credential pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

/** /admin/credentials: admin only; the server refuses anyone else anyway. */
export const AdminCredentialsPage = guarded(AdminCredentials, ["admin"]);
