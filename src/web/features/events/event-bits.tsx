import type { ActivityEvent } from "@/shared/contracts/events";
import { relativeTime } from "@/web/lib/utils";

const ROLE_NAMES: Record<string, string> = { admin: "Admin", hospital: "Hospital", telerad: "Provider", basic: "User" };

/** Who did it: the e-mail when the viewer may see it, else the role ("Hospital"); no actor is the system. */
export function actorName(actor: ActivityEvent["actor"]): string {
  if (actor.email) return actor.email;
  if (actor.role) return ROLE_NAMES[actor.role] ?? actor.role;
  return "System";
}

const FIELD_NAMES: Record<string, string> = {
  pricePerCt: "Price per study",
  pricesByModality: "Prices by modality",
  qualityScore: "Quality score",
  medianTATMinutes: "Median turnaround (minutes)",
  tatRequirement: "Turnaround requirement",
  hqCountry: "HQ country",
  providerId: "Provider",
  websiteUrl: "Website",
  contactEmail: "Contact e-mail",
};

/** "budgetMax" -> "Budget max". */
export function fieldName(field: string): string {
  const known = FIELD_NAMES[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text: dates in words, lists joined, nothing as "none"; long text cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && ISO.test(value)) return exactTime(value);
  const text = Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ") || "none" : typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export const exactTime = (at: string) => new Date(at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "2 hours ago", with the exact time beside it (or under it, `stacked`). */
export function EventTime({ at, stacked = false }: { at: string; stacked?: boolean }) {
  return (
    <span className="text-sm text-muted-foreground">
      <time dateTime={at} title={exactTime(at)}>
        {relativeTime(at)}
      </time>
      {stacked ? <br /> : <span aria-hidden="true"> · </span>}
      <span className="sr-only">, </span>
      <span className="whitespace-nowrap">{exactTime(at)}</span>
    </span>
  );
}

function ChangeLine({ field, before, after }: ActivityEvent["changes"][number]) {
  const created = before === null && after !== null;
  const removed = after === null && before !== null;
  return (
    <li className="break-words">
      <span className="font-medium">{fieldName(field)}:</span>{" "}
      {created ? (
        valueText(after)
      ) : removed ? (
        <>
          {valueText(before)} <span className="text-muted-foreground">(removed)</span>
        </>
      ) : (
        <>
          {/* The old value keeps words of its own inside <del>, so no element reads as the bare value (a status badge does). */}
          <del className="text-muted-foreground decoration-muted-foreground/60">
            <span className="sr-only">from </span>
            {valueText(before)}
          </del>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> to </span>
          {valueText(after)}
        </>
      )}
    </li>
  );
}

/** The fields changed, before -> after; a long list (a creation's snapshot) folds away. */
export function ChangeList({ changes }: { changes: ActivityEvent["changes"] }) {
  if (changes.length === 0) return null;
  const list = (
    <ul className="mt-1 space-y-0.5 text-sm">
      {changes.map((c) => (
        <ChangeLine key={c.field} {...c} />
      ))}
    </ul>
  );
  if (changes.length <= 4) return list;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">{changes.length} fields</summary>
      {list}
    </details>
  );
}
