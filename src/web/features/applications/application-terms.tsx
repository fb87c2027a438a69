import type { Application } from "@/shared/contracts/applications";
import { formatMoney, turnaroundLabel } from "@/shared/reference";
import { cn, formatDay } from "@/web/lib/utils";

type Terms = Pick<Application, "pricesByModality" | "currency" | "turnaroundCommitment" | "earliestStart">;

/** The modality prices given, in the order of `modalities` (then the rest by name): "MRI €31.50". */
export function modalityPrices(terms: Terms, modalities: readonly string[] = []): string[] {
  const rank = (m: string) => (modalities.includes(m) ? modalities.indexOf(m) : modalities.length);
  return Object.entries(terms.pricesByModality)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([m, price]) => `${m} ${formatMoney(price, terms.currency)}`);
}

/** A bid's terms (PRODUCT.md #22): its prices by modality (only those given), turnaround commitment and earliest start. */
export function ApplicationTerms({ terms, modalities, compact = false, className }: { terms: Terms; modalities?: readonly string[]; compact?: boolean; className?: string }) {
  const prices = modalityPrices(terms, modalities);
  const rows = [
    prices.length > 0 && { label: "Prices by modality", value: prices.join(" · ") },
    terms.turnaroundCommitment && { label: "Turnaround commitment", value: turnaroundLabel(terms.turnaroundCommitment) },
    terms.earliestStart && { label: "Earliest start", value: formatDay(terms.earliestStart) },
  ].filter((r): r is { label: string; value: string } => Boolean(r));
  if (rows.length === 0) return null;
  return (
    <dl className={cn(compact ? "flex flex-wrap gap-x-4 gap-y-1 text-sm" : "grid gap-3 text-sm", className)}>
      {rows.map((r) => (
        <div key={r.label} className={cn(compact && "flex gap-1")}>
          <dt className="text-muted-foreground">
            {r.label}
            {compact && ":"}
          </dt>
          <dd className={cn(!compact && "mt-0.5 font-medium")}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
