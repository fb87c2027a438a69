import type { ReactNode } from "react";

/** Axis and grid styling shared by the charts: the muted text colour, small type. */
export const AXIS = { stroke: "#d4d9e0", tick: { fill: "#5b6675", fontSize: 12 }, tickLine: false } as const;
export const GRID = { stroke: "#e6e9ee", strokeDasharray: "3 3" } as const;
/** Legend entries in the text colour: a series' own colour is too light to read as text (WCAG contrast). */
export const LEGEND = { wrapperStyle: { fontSize: 12 }, formatter: (value: unknown) => <span style={{ color: "#334155" }}>{String(value)}</span> } as const;
export const TOOLTIP = {
  contentStyle: { borderRadius: 8, border: "1px solid #d4d9e0", fontSize: 13, padding: "6px 10px" },
  labelStyle: { fontWeight: 600, marginBottom: 2 },
} as const;

/**
 * A chart as a figure: its caption, the drawing (one image to assistive technology, named by a summary of what it
 * shows) and a table with the same numbers behind "Show as table".
 */
export function ChartFigure({ id, title, description, summary, table, children }: { id: string; title: string; description: string; summary: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3 rounded-lg border p-4">
      <figcaption className="grid gap-0.5">
        <span id={`${id}-title`} className="font-semibold">
          {title}
        </span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </figcaption>
      <div role="img" aria-label={summary} className="h-64 w-full min-w-0">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary hover:underline">Show as table</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

/** A chart's table: a caption for screen readers, the headings, and right-aligned figures after the first column. */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`px-2 py-1.5 text-xs font-medium text-muted-foreground ${i ? "text-right" : "text-left"}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i ? (
                  <td key={i} className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                    {cell}
                  </td>
                ) : (
                  <th key={i} scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-normal">
                    {cell}
                  </th>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
