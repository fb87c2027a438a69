import type { ReactNode } from "react";

/** What the dashboards' charts share: their colours (distinguishable in grey too), margins and empty state. */
export const COLOURS = ["#2563eb", "#0d9488", "#f59e0b", "#7c3aed", "#dc2626", "#64748b"] as const;
export const MARGIN = { top: 8, right: 8, bottom: 0, left: -8 };
export const percentTick = (v: number) => `${v}%`;

export function NoFigures({ children }: { children: ReactNode }) {
  return <p className="grid h-full place-items-center rounded-md bg-muted/40 px-4 text-center text-sm text-muted-foreground">{children}</p>;
}
