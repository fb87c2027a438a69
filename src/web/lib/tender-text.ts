import type { Weights } from "@/shared/policy/scoring";

/** How a request's tender terms read wherever they are shown (the request's pages and Compare Applications). */

export const WEIGHT_KEYS = ["price", "turnaround", "quality"] as const satisfies readonly (keyof Weights)[];
export const WEIGHT_LABELS: Record<keyof Weights, string> = { price: "Price", turnaround: "Turnaround", quality: "Quality" };

/** "Price 40 % · Turnaround 30 % · Quality 30 %", each figure kept with its sign (a no-break space). */
export const weightsText = (w: Weights) => WEIGHT_KEYS.map((k) => `${WEIGHT_LABELS[k]} ${w[k]}\u00a0%`).join(" · ");

/** "CT 800 · MRI 1,200": the volumes given, in the order of the request's modalities. */
export function volumesText(modalities: readonly string[], volumes: Readonly<Record<string, number>>): string {
  const ordered = [...modalities.filter((m) => m in volumes), ...Object.keys(volumes).filter((m) => !modalities.includes(m))];
  return ordered
    .filter((m) => (volumes[m] ?? 0) > 0)
    .map((m) => `${m} ${(volumes[m] ?? 0).toLocaleString("en-US")}`)
    .join(" · ");
}
