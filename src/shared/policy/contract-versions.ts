import type { ContractTerms, ContractVersion, TierTerms } from "../contracts/contracts";

/**
 * What a contract version changed (issue 55 §4): each term of a version read against the version before it, marked
 * added, changed (with what it was), removed or unchanged, for the Versions tab.
 */

export type Mark = "added" | "changed" | "removed" | "same";

type Line = ContractTerms["lines"][number];
export type MarkedLine = Line & { mark: Mark; before: Line | null };
export type MarkedTier = TierTerms & { mark: Mark; before: TierTerms | null };
export type MarkedForecast = { modality: string; studies: number; mark: Mark; before: number | null };

/** The terms outside the lines, tiers and forecast, each compared on its own. */
export const GENERAL_TERMS = ["startDate", "termMonths", "renewal", "noticeDays", "qualityMaxDiscrepancyPercent"] as const;
export type GeneralTerm = (typeof GENERAL_TERMS)[number];
export type MarkedGeneral = { [K in GeneralTerm]: { field: K; value: ContractTerms[K]; mark: Mark; before: ContractTerms[K] | null } }[GeneralTerm];

export interface MarkedTerms {
  /** The version's lines in their order, then the lines it removed. */
  lines: MarkedLine[];
  tiers: MarkedTier[];
  forecast: MarkedForecast[];
  general: MarkedGeneral[];
  /** Whether anything differs from the version before (false without one). */
  changed: boolean;
}

const sameTier = (a: TierTerms, b: TierTerms) => a.commitmentMinutes === b.commitmentMinutes && a.creditBelowPercent === b.creditBelowPercent && a.creditPercent === b.creditPercent;

/**
 * Marks one collection by key: what `after` has is added (not in `before`), changed or the same; what only `before`
 * had follows, removed. Without a version before, everything is the same (nothing to compare with).
 */
function markBy<T>(after: readonly T[], before: readonly T[] | null, key: (x: T) => string, same: (a: T, b: T) => boolean): (T & { mark: Mark; before: T | null })[] {
  if (!before) return after.map((x) => ({ ...x, mark: "same" as const, before: null }));
  const old = new Map(before.map((x) => [key(x), x]));
  const now = new Set(after.map(key));
  return [
    ...after.map((x) => {
      const was = old.get(key(x)) ?? null;
      return { ...x, mark: was === null ? ("added" as const) : same(x, was) ? ("same" as const) : ("changed" as const), before: was };
    }),
    ...before.filter((x) => !now.has(key(x))).map((x) => ({ ...x, mark: "removed" as const, before: x })),
  ];
}

/** A version's terms, each marked against the terms of the version before it (null: the first, nothing marked). */
export function markTerms(terms: ContractTerms, before: ContractTerms | null): MarkedTerms {
  const lines = markBy(terms.lines, before?.lines ?? null, (l) => `${l.modality}\u0000${l.tier}`, (a, b) => a.priceMinor === b.priceMinor);
  const tiers = markBy(terms.tiers, before?.tiers ?? null, (t) => t.tier, sameTier);
  const forecastOf = (t: ContractTerms) => Object.entries(t.forecast).flatMap(([modality, studies]) => (studies === undefined ? [] : [{ modality, studies }]));
  const forecast = markBy(forecastOf(terms), before ? forecastOf(before) : null, (f) => f.modality, (a, b) => a.studies === b.studies).map((f) => ({ ...f, before: f.before?.studies ?? null }));
  const general = GENERAL_TERMS.map((field) => {
    const was = before ? before[field] : null;
    return { field, value: terms[field], mark: !before || was === terms[field] ? "same" : "changed", before: was } as MarkedGeneral;
  });
  const changed = [...lines, ...tiers, ...forecast, ...general].some((x) => x.mark !== "same");
  return { lines, tiers, forecast, general, changed };
}

/**
 * The version a version is read against: for a change, the agreed version it changes (the last accepted one before
 * it); for a revised contract, its previous revision; none for the first contract sent.
 */
export function versionBefore(versions: readonly ContractVersion[], v: ContractVersion): ContractVersion | null {
  const candidates =
    v.kind === "change"
      ? versions.filter((x) => x.status === "accepted" && x.number < v.number)
      : versions.filter((x) => x.kind === "contract" && x.number === v.number && x.revision < v.revision);
  return candidates.reduce<ContractVersion | null>((best, x) => (!best || x.number > best.number || (x.number === best.number && x.revision > best.revision) ? x : best), null);
}
