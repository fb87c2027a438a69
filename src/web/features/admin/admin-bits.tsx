import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";

/** A value that follows `value` after `ms` without changes (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A dashboard list's search text and page: typing goes back to page 1; `query` follows the text after a pause. */
export function useSearchedList() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim());
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  return { search, onSearch, query, page, setPage };
}

/** The search box above a dashboard list. */
export function ListSearch({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (text: string) => void }) {
  return <Input type="search" aria-label={label} placeholder={placeholder} className="mt-2 max-w-sm" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** Shows `message` as an error toast once for each new failure of a query. */
export function useErrorToast(error: unknown, message: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      console.error(message, error);
      toast.error(message);
    }
    if (!error) shown.current = null;
  }, [error, message]);
}

/**
 * Puts the keyboard on a list's heading (or counter) after a row was deleted: the Delete button
 * that had focus is gone with its row, which would otherwise drop focus to <body>.
 */
export function focusElement(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  if (!el.hasAttribute("tabindex")) {
    el.setAttribute("tabindex", "-1");
    el.style.outline = "none";
  }
  el.focus();
}

/** Previous / "Page X of Y" / Next; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

export const APPLICATION_BADGE = {
  SUBMITTED: "warning",
  SHORTLISTED: "warning",
  AWARDED: "success",
  DECLINED: "destructive",
  WITHDRAWN: "secondary",
} as const;

/**
 * Horizontal scrolling for wide tables on small screens. `relative` makes it the containing block
 * of the tables' visually hidden (absolutely positioned) headers, which otherwise widen the page.
 */
export function TableWrap({ children }: { children: React.ReactNode }) {
  return <div className="relative -mx-2 overflow-x-auto px-2">{children}</div>;
}

export const th = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";
export const td = "px-3 py-2 align-middle";

/** A list's loading skeleton, load failure or empty state; the rows once there are some. */
export function ListState<T>({
  data,
  isError,
  noun,
  rowHeight = "h-10",
  children,
}: {
  data: { data: T[] } | undefined;
  isError: boolean;
  noun: string;
  rowHeight?: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (!data) {
    if (isError) return <p className="text-sm text-muted-foreground">{`${noun[0]!.toUpperCase()}${noun.slice(1)} could not be loaded.`}</p>;
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={rowHeight} />
        ))}
      </div>
    );
  }
  if (data.data.length === 0) return <p className="text-sm text-muted-foreground">No {noun} found</p>;
  return children(data.data);
}
