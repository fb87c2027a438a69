import type * as React from "react";

const th = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";
export const td = "px-3 py-2 align-middle";

/** A column heading: its text, or one only screen readers read (action columns), with extra classes. */
export type Column = string | { label: string; srOnly?: boolean; className?: string };

/**
 * A table of rows given as children under its column headings. It scrolls sideways on small screens; `relative`
 * makes it the containing block of the visually hidden (absolutely positioned) headings, which otherwise widen the
 * page. `wideOnly`: shown from the md breakpoint only, beside a `NarrowList` of the same rows for phones.
 */
export function DataTable({
  columns,
  labelledBy,
  caption,
  wideOnly = false,
  children,
}: {
  columns: Column[];
  labelledBy?: string;
  caption?: string;
  wideOnly?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wideOnly ? "relative -mx-2 hidden overflow-x-auto px-2 md:block" : "relative -mx-2 overflow-x-auto px-2"}>
      <table className="w-full text-sm" aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b">
          <tr>
            {columns.map((column) => {
              const { label, srOnly, className } = typeof column === "string" ? { label: column } : column;
              return (
                <th key={label} className={className ? `${th} ${className}` : th}>
                  {srOnly ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** A `wideOnly` table's rows as a list on a phone. */
export function NarrowList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul className="divide-y md:hidden" aria-label={label}>
      {children}
    </ul>
  );
}
