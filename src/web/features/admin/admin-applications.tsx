import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { ADMIN_APPLICATION_STATUSES } from "@/shared/contracts/admin";
import { formatMoney } from "@/shared/reference/currencies";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { formatDate } from "@/web/lib/utils";
import { ApplicationStatusBadge } from "@/web/features/applications";
import { adminQueries } from "./api";
import { DataTable, td } from "@/web/components/data-table";
import { ListSearch, ListSection, useErrorToast, useSearchedList } from "./admin-bits";

export function ApplicationManagement() {
  const [status, setStatus] = useState("");
  const { search, onSearch, query: q, page, setPage } = useSearchedList();
  const list = useQuery(adminQueries.applications(q, status, page));
  useErrorToast(list.error, "Failed to fetch applications");
  const data = list.data;

  return (
    <ListSection
      id="applications-heading"
      title="Application Management"
      description="All applications, newest first."
      controls={
        <div className="flex flex-wrap items-end gap-2">
          <ListSearch label="Search applications by request or provider" placeholder="Search applications..." value={search} onChange={onSearch} />
          <NativeSelect
            aria-label="Filter applications by status"
            className="mt-2 max-w-48"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {ADMIN_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      data={data}
      isError={list.isError}
      noun="applications"
      onPage={setPage}
    >
      {(rows) => (
        <DataTable labelledBy="applications-heading" columns={["Provider → Request", "Facility", "Price per study", "Status", "Applied", { label: "Actions", srOnly: true }]}>
          {rows.map((a) => (
            <tr key={a.id}>
              <td className={td}>
                <div className="flex flex-wrap items-center gap-1">
                  <Link to="/providers/$slug" params={{ slug: a.provider.slug }} className="font-medium hover:underline">
                    {a.provider.name}
                  </Link>
                  <ArrowRight className="size-3 text-muted-foreground" aria-label="applied to" />
                  <span>{a.tender.title}</span>
                </div>
              </td>
              <td className={td}>{a.tender.facility}</td>
              <td className={`${td} whitespace-nowrap`}>{formatMoney(a.pricePerCt, a.currency)}</td>
              <td className={td}>
                <ApplicationStatusBadge status={a.status} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(a.createdAt)}</td>
              <td className={td}>
                <Button asChild size="sm" variant="outline">
                  <Link to="/requests/$id" params={{ id: a.tender.id }}>
                    View Request
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}
