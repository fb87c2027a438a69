import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { cn, totalQualifier, totalText } from "@/web/lib/utils";
import { type StudiesSearch, studyQueries } from "./api";
import { type LineChoices, StudyRows } from "./study-rows";

const FILTERS: { value: StudiesSearch["status"]; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "disputed", label: "Disputed" },
];

/** All studies or the disputed ones only: the URL keeps the choice. */
function StatusFilter({ value, onChange }: { value: StudiesSearch["status"]; onChange: (status: StudiesSearch["status"]) => void }) {
  return (
    <div role="group" aria-label="Show studies" className="inline-flex rounded-md border p-0.5">
      {FILTERS.map((f) => (
        <Button
          key={f.label}
          size="sm"
          variant={value === f.value ? "secondary" : "ghost"}
          aria-pressed={value === f.value}
          className={cn(value === f.value && "shadow-sm")}
          onClick={() => onChange(f.value)}
        >
          {f.label}
        </Button>
      ))}
    </div>
  );
}

/** The contract's studies, latest images first, a page at a time, with the buttons the viewer's side may use on each. */
export function StudiesList({
  contractId,
  choices,
  search,
  onSearch,
}: {
  contractId: string;
  choices: LineChoices;
  search: StudiesSearch;
  onSearch: (next: StudiesSearch) => void;
}) {
  const { viewer } = useAuth();
  const query = useQuery(studyQueries.list(contractId, search, viewer));
  const data = query.data;
  const disputed = search.status === "disputed";
  return (
    <Card role="region" aria-labelledby="studies-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="studies-title">
            Studies
          </CardTitle>
          <CardDescription>Latest images first. A disputed study does not count in the statement until the side that recorded it resolves it.</CardDescription>
        </div>
        <StatusFilter value={search.status} onChange={(status) => onSearch({ status })} />
      </CardHeader>
      <CardContent>
        {query.isError && !data ? (
          <LoadError message={errorMessage(query.error, "The studies could not be loaded.")} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <SkeletonRows label="Loading the studies" count={5} rowClassName="h-10" />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {totalText(data)} {data.total === 1 ? "study" : "studies"}
              {disputed ? " disputed" : ""}
            </p>
            {data.data.length === 0 ? (
              <div className="py-8 text-center">
                <p className="font-medium">{disputed ? "No disputed studies" : "No studies yet"}</p>
                <p className="text-sm text-muted-foreground">
                  {disputed ? "Choose All to see every study." : "Studies appear here once either side records them, by file or through the API."}
                </p>
              </div>
            ) : (
              <div className={cn(query.isPlaceholderData && "opacity-60")}>
                <StudyRows contractId={contractId} rows={data.data} choices={choices} caption={disputed ? "Disputed studies, latest images first" : "Studies, latest images first"} />
              </div>
            )}
            <Pagination
              label="Study pages"
              className="justify-between pt-4"
              page={data.page}
              pageCount={pageCountOf(data.total, data.pageSize)}
              qualifier={totalQualifier(data)}
              hasNext={data.hasNext}
              onPageChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
