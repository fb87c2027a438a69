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
