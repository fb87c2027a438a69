import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { Page } from "@/shared/contracts/common";
import { totalQualifier } from "@/web/lib/utils";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useDebounced } from "@/web/lib/use-debounced";

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

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

/** A list's loading skeleton, load failure or empty state; the rows once there are some. */
function ListState<T>({
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
    if (isError) return <p className="text-sm text-muted-foreground">{`${capitalized(noun)} could not be loaded.`}</p>;
    return <SkeletonRows label={`Loading ${noun}`} rowClassName={rowHeight} />;
  }
  if (data.data.length === 0) return <p className="text-sm text-muted-foreground">No {noun} found</p>;
  return children(data.data);
}

/**
 * A dashboard section: its heading (and an action beside it), description and controls, over its
 * list's loading, failure or empty state, its rows and its pager.
 */
export function ListSection<T>({
  id,
  title,
  action,
  description,
  controls,
  data,
  isError,
  noun,
  rowHeight,
  onPage,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  description: string;
  controls?: React.ReactNode;
  data: Page<T> | undefined;
  isError: boolean;
  noun: string;
  rowHeight?: string;
  onPage: (page: number) => void;
  children: (rows: T[]) => React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold" id={id}>
            {title}
          </h2>
          {action}
        </div>
        <CardDescription>{description}</CardDescription>
        {controls}
      </CardHeader>
      <CardContent>
        <ListState data={data} isError={isError} noun={noun} rowHeight={rowHeight}>
          {children}
        </ListState>
        {data && <Pagination label={`${capitalized(noun)} pages`} className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />}
      </CardContent>
    </Card>
  );
}

/** A row's Delete button, behind the confirmation: 'Are you sure you want to delete the request "…"? …' */
export function DeleteRowButton({ what, name, consequences, pending, onConfirm }: { what: "Request" | "Provider"; name: string; consequences?: string; pending: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title={`Delete ${what}`}
      description={`Are you sure you want to delete the ${what.toLowerCase()} "${name}"? ${consequences ? `${consequences} ` : ""}This action cannot be undone.`}
      onConfirm={onConfirm}
      trigger={
        <Button size="sm" variant="ghost" className="text-destructive" aria-label={`Delete ${name}`} disabled={pending}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
    />
  );
}
