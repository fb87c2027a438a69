import { EXACT_TOTAL_LIMIT, type Total } from "@/shared/contracts/totals";
import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 days ago", "in 2 weeks", "just now". */
export function relativeTime(date: string | Date, now = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

export function formatDate(date: string | Date): string {
  return new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** A calendar day (yyyy-mm-dd) as formatDate shows it, read as that day wherever the viewer is. */
export const formatDay = (day: string) => formatDate(new Date(`${day}T00:00:00`));

export function formatNumber(n: number): string {
  return n.toLocaleString("en-US");
}

/** How a total is qualified: "" when exact, "about " for an estimate, "more than " for the exact limit (decision 0015). */
export function totalQualifier({ total, estimated }: Total): string {
  if (!estimated) return "";
  return total > EXACT_TOTAL_LIMIT ? "about " : "more than ";
}

/** A total as the server counted it: "45", "about 12,000" or "more than 1,000". */
export function totalText(count: Total): string {
  return `${totalQualifier(count)}${formatNumber(count.total)}`;
}

/** A file's size as people read it: "512 bytes", "48 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
