/** How the evaluation's pages write its figures, dates and people (issue 33). */

/** A score out of 10 or a number of points, with one decimal: "7.5". */
export const scoreText = (n: number) => n.toFixed(1);

/** Points as the assessment summary gives them: "27.3", "30". */
export const pointsText = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** A moment as the evaluation shows it, in UTC as the server's mails and report do: "December 8, 2026, 2:05 PM UTC". */
export const dateTimeText = (iso: string) =>
  `${new Date(iso).toLocaleString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" })} UTC`;

/** A person the evaluation names: their name, else a neutral word. */
export const personText = (p: { name: string | null } | null | undefined, fallback = "A member") => p?.name || fallback;

/** "Alice, Bob and Carol". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** An id for a DOM element made of free text: "panel-alpha-reads". */
export const slugId = (...parts: string[]) =>
  parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
