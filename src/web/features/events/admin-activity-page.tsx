import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { totalQualifier, totalText } from "@/web/lib/utils";
import { type ActivitySearch, eventQueries } from "./api";
import { AdminActivityFilters } from "./admin-activity-filters";
import { AdminActivityTable } from "./admin-activity-table";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/admin/activity");

function AdminActivity() {
  usePageTitle("Activity");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(eventQueries.admin(search));
  const data = list.data;
  const filter = (next: Partial<ActivitySearch>) => void navigate({ search: (s) => ({ ...s, ...next, page: undefined }) });
  const setPage = (p: number) => void navigate({ search: toPage(p) });
  const filtered = Boolean(search.entityType || search.actor || search.from || search.to);

  return (
    <Page>
      <PageHeader
        title="Activity"
        description="Every change recorded, newest first: who did what, when, and the fields before and after."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin</Link>
          </Button>
        }
      />
      <AdminActivityFilters search={search} onChange={filter} />
      <Card>
        <CardContent className="pt-6">
          {list.isError ? (
            <p role="alert" className="text-sm">
              {errorMessage(list.error, "The activity could not be loaded.")}
            </p>
          ) : !data ? (
            <SkeletonRows label="Loading activity" count={6} rowClassName="h-12" />
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {totalText(data)} event(s) found
              </p>
              {data.data.length === 0 ? (
                <div className="py-8 text-center">
                  <p className="font-medium">No activity found</p>
                  <p className="text-sm text-muted-foreground">{filtered ? "Try other filters, or clear them." : "Nothing has been recorded yet."}</p>
                </div>
              ) : (
                <AdminActivityTable events={data.data} />
              )}
              <Pagination label="Activity pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

/** /admin/activity: admin only; the server refuses anyone else anyway. */
export const AdminActivityPage = guarded(AdminActivity, ["admin"]);
