import type { UseQueryResult } from "@tanstack/react-query";
import type { ContractPage } from "@/shared/contracts/contracts";
import { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES, type ContractStatus } from "@/shared/policy/contracts";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { cn, totalQualifier, totalText } from "@/web/lib/utils";
import { type ContractViewer, ContractRows } from "./contracts-table";

/** All, or one status: the URL keeps the choice. */
export function StatusFilter({ value, onChange }: { value: ContractStatus | undefined; onChange: (status: ContractStatus | undefined) => void }) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <Label htmlFor="contract-status">Status</Label>
      <NativeSelect id="contract-status" className="w-56" value={value ?? ""} onChange={(e) => onChange((e.target.value || undefined) as ContractStatus | undefined)}>
        <option value="">All</option>
        {CONTRACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CONTRACT_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A page of contracts: skeleton while loading, the error with a retry, an empty state, the rows and the pages. */
export function ContractList({
  query,
  viewer,
  status,
  onPage,
  empty,
}: {
  query: UseQueryResult<ContractPage>;
  viewer: ContractViewer;
  status: ContractStatus | undefined;
  onPage: (page: number) => void;
  empty: string;
}) {
  const data = query.data;
  if (query.isError && !data) return <LoadError message={errorMessage(query.error, "The contracts could not be loaded.")} onRetry={() => void query.refetch()} />;
  return (
    <Card>
      <CardContent className="pt-6">
        {!data ? (
          <SkeletonRows label="Loading contracts" count={5} rowClassName="h-12" />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {totalText(data)} {data.total === 1 && !data.estimated ? "contract" : "contracts"}{status ? ` ${CONTRACT_STATUS_LABELS[status].toLowerCase()}` : ""}
            </p>
            {data.data.length === 0 ? (
              <div className="py-8 text-center">
                <p className="font-medium">{status ? `No contracts with the status ${CONTRACT_STATUS_LABELS[status]}` : "No contracts yet"}</p>
                <p className="text-sm text-muted-foreground">{status ? "Choose All to see every contract." : empty}</p>
              </div>
            ) : (
              <div className={cn(query.isPlaceholderData && "opacity-60")}>
                <ContractRows rows={data.data} viewer={viewer} caption="Contracts, most recently changed first" />
              </div>
            )}
            <Pagination label="Contract pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
