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
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-3", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
