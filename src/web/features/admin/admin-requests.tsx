import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Eye, Pencil, Plus } from "lucide-react";
import { toast } from "sonner";
import type { AdminRequestRow } from "@/shared/contracts/admin";
import { CountryLabel } from "@/web/components/country-flag";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/utils";
import { deleteRequest, requestQueries } from "@/web/features/requests";
import { adminQueries } from "./api";
import { DataTable, td } from "@/web/components/data-table";
import { DeleteRowButton, focusElement, ListSearch, ListSection, useErrorToast, useSearchedList } from "./admin-bits";
import { refreshQueries } from "@/web/lib/refresh-queries";

export function RequestManagement() {
  const client = useQueryClient();
  const { search, onSearch, query: q, page, setPage } = useSearchedList();
  const list = useQuery(adminQueries.requests(q, page));
  useErrorToast(list.error, "Failed to fetch requests");
  const remove = useMutation({
    mutationFn: (r: AdminRequestRow) => deleteRequest(r.id),
    onSuccess: async () => {
      toast.success("Request deleted successfully");
      await refreshQueries(client, adminQueries.all, requestQueries.all);
      focusElement("requests-heading");
    },
    onError: (error) => {
      console.error("Failed to delete request", error);
      toast.error("Failed to delete request");
    },
  });
  const data = list.data;

  return (
    <ListSection
      id="requests-heading"
      title="Request Management"
      action={
        <Button asChild size="sm">
          <Link to="/admin/requests/new">
            <Plus aria-hidden="true" /> Create Request
          </Link>
        </Button>
      }
      description="All requests, newest first."
      controls={<ListSearch label="Search requests by title, facility or country" placeholder="Search requests..." value={search} onChange={onSearch} />}
      data={data}
      isError={list.isError}
      noun="requests"
      onPage={setPage}
    >
      {(rows) => (
        <DataTable labelledBy="requests-heading" columns={["Request", "Country", "Status", "Posted", { label: "Actions", srOnly: true }]}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={td}>
                <div className="font-medium">{r.title}</div>
                <div className="text-muted-foreground">{r.facility}</div>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <CountryLabel code={r.country} />
              </td>
              <td className={td}>
                <Badge variant={r.status === "OPEN" ? "success" : "secondary"}>{r.status}</Badge>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(r.createdAt)}</td>
              <td className={td}>
                <div className="flex justify-end gap-1">
                  <Button asChild size="sm" variant="ghost">
                    <Link to="/requests/$id" params={{ id: r.id }} aria-label={`View ${r.title}`}>
                      <Eye aria-hidden="true" /> View
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <Link to="/admin/requests/$id/edit" params={{ id: r.id }} aria-label={`Edit ${r.title}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                  <DeleteRowButton what="Request" name={r.title} pending={remove.isPending && remove.variables?.id === r.id} onConfirm={() => remove.mutate(r)} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}
