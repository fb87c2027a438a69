/** How charts and their tables write months and shares (the ledger's statement, the dashboards). */

/** A percentage with its one decimal, or a dash for nothing measured. */
export const percentText = (value: number | null, decimals = 1) => (value === null ? "–" : `${value.toLocaleString("en-US", { maximumFractionDigits: decimals })}%`);

/** A month (YYYY-MM) in words: "November 2026". */
export const monthText = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/** A month (YYYY-MM) in a table's first column: "Nov 2026". */
export const tableMonth = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "short", timeZone: "UTC" });

/** A month (YYYY-MM) short, for chart axes: "Nov 26". */
export const shortMonth = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { year: "2-digit", month: "short", timeZone: "UTC" });
