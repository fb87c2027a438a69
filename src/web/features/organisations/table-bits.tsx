import type * as React from "react";

export const th = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";
export const td = "px-3 py-2 align-middle";

/** A table on wider screens (the phone layout is a list beside it); `relative` keeps hidden headers from widening the page. */
export function WideTable({ caption, columns, children }: { caption: string; columns: (string | { label: string; srOnly: true })[]; children: React.ReactNode }) {
  return (
    <div className="relative -mx-2 hidden overflow-x-auto px-2 md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          <tr>
            {columns.map((c) =>
              typeof c === "string" ? (
                <th key={c} className={th}>
                  {c}
                </th>
              ) : (
                <th key={c.label} className={th}>
                  <span className="sr-only">{c.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** The same rows as a list on a phone. */
export function NarrowList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul className="divide-y md:hidden" aria-label={label}>
      {children}
    </ul>
  );
}
