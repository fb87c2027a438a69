import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

/** How many pages `total` items fill: at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous / "Page X of Y" / Next (spec §2). Renders nothing while everything fits on the first page;
 * a later page keeps it (a list that shrank under the reader) so that Previous can lead back.
 * Over an estimated total (a `qualifier`, see totalQualifier) it reads "Page X of about Y", and the
 * server's `hasNext` decides Next.
 */
export function Pagination({
  page,
  pageCount,
  qualifier = "",
  hasNext,
  onPageChange,
  className,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  qualifier?: string;
  hasNext?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
}) {
  if (pageCount <= 1 && page <= 1 && !hasNext) return null;
  const last = qualifier ? Math.max(page, pageCount) : pageCount;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-3", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {qualifier ? `${qualifier}${last.toLocaleString("en-US")}` : last}
      </span>
      <Button variant="outline" size="sm" disabled={qualifier && hasNext !== undefined ? !hasNext : page >= last} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
