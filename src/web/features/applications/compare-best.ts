import type { CompareEntry } from "@/shared/contracts/application-compare";

/** The ids of the entries holding the best value of a row; nothing to single out with fewer than two entries. */
export type BestOf = (entries: readonly CompareEntry[]) => ReadonlySet<string>;

const idOf = (e: CompareEntry) => e.application.id;

/** Entries whose value, rounded as shown, is the lowest (or highest); entries without a value never win. */
function extreme(value: (e: CompareEntry) => number | null | undefined, direction: "min" | "max", decimals: number): BestOf {
  return (entries) => {
    if (entries.length < 2) return new Set();
    const factor = 10 ** decimals;
    const shown = entries.flatMap((e) => {
      const v = value(e);
      return v === null || v === undefined ? [] : [{ id: idOf(e), v: Math.round(v * factor) }];
    });
    if (shown.length === 0) return new Set();
    const target = direction === "min" ? Math.min(...shown.map((s) => s.v)) : Math.max(...shown.map((s) => s.v));
    return new Set(shown.filter((s) => s.v === target).map((s) => s.id));
  };
}

export const bestMonthlyCost = extreme((e) => e.estimatedMonthlyCost, "min", 2);
export const bestPriceFor = (modality: string) => extreme((e) => e.prices.find((p) => p.modality === modality)?.converted, "min", 2);
export const bestPricePerStudy = extreme((e) => e.pricePerStudyConverted, "min", 2);
/** A bid without a quality score (no reviews and none entered, or no consensus yet) is never best. */
export const bestQuality = extreme((e) => e.qualityScore, "max", 1);
export const bestScore = extreme((e) => e.score?.total, "max", 1);

/** Every entry whose provider lists every interoperability need of the request (issue 35). */
export const bestInterop: BestOf = (entries) =>
  new Set(entries.length < 2 ? [] : entries.filter((e) => e.interoperability.length > 0 && e.interoperability.every((line) => line.met)).map(idOf));

/** Every entry whose commitment meets the requirement. */
export const bestTurnaround: BestOf = (entries) => new Set(entries.length < 2 ? [] : entries.filter((e) => e.turnaround.meets).map(idOf));

