/** "25 min", "1 h 30 min", "12 h" for a median turnaround in minutes. */
export function formatTat(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return "—";
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** Pricing models are hyphenated words; the profile shows them with spaces (spec §2). */
export function priceModelLabel(model: string): string {
  return model.replace(/-/g, " ");
}

/** Two initials for a provider without a logo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  );
}

/** Shows the first `limit` items and how many more there are ("+N"). */
export function splitShown<T>(items: T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

export function reviewsLabel(count: number): string {
  return `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`;
}

/** How a provider's own typed figures are labelled, beside the measured ones (issue 31 §5). */
export const STATED_LABEL = "stated by the provider";

/** "measured on 1,234 studies". */
export const measuredOnLabel = (studies: number) => `measured on ${studies.toLocaleString("en-US")} ${studies === 1 ? "study" : "studies"}`;

/** "96.1%": a share to at most one decimal. */
export const percentLabel = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/** "March 2025" for a day (YYYY-MM-DD), read in UTC as the ledger's months are. */
export const monthLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The turnaround a card or profile shows: the ledger's median where it measured one, else the provider's stated one;
 * null when there is neither.
 */
export function shownTurnaround(p: {
  medianTATMinutes: number | null;
  measured: { studies: number; medianTatMinutes: number | null } | null;
}): { minutes: number; source: string } | null {
  if (p.measured && p.measured.medianTatMinutes !== null) return { minutes: p.measured.medianTatMinutes, source: measuredOnLabel(p.measured.studies) };
  if (p.medianTATMinutes !== null) return { minutes: p.medianTATMinutes, source: STATED_LABEL };
  return null;
}
