import { TURNAROUND_HOURS, isTurnaround } from "../reference/turnaround";

/**
 * How a request's bids are scored (PRODUCT.md #24). Every figure is in the request's own currency.
 * - price points = weight x (lowest estimated monthly cost / this bid's); without any volume the
 *   price per study stands in for the monthly cost;
 * - turnaround points = full weight when the commitment meets the requirement (or there is none),
 *   otherwise weight x (required hours / committed hours), with each option's upper bound;
 * - quality points = weight x (quality score / 10).
 */

export interface Weights {
  price: number;
  turnaround: number;
  quality: number;
}

export const DEFAULT_WEIGHTS: Weights = { price: 40, turnaround: 30, quality: 30 };

export const SCORING_MESSAGES = {
  weightsSum: "Weights must add up to 100",
  weightWhole: "Each weight must be a whole percentage from 0 to 100",
  qualityScore: "Quality score must be a number from 0 to 10 with at most one decimal",
} as const;

export const weightsAddUp = (w: Weights) => w.price + w.turnaround + w.quality === 100;
export const sameWeights = (a: Weights, b: Weights) => a.price === b.price && a.turnaround === b.turnaround && a.quality === b.quality;

/** The quality score a bid gets until the hospital enters its own: the provider's rating (0-5) on a 0-10 scale. */
export const defaultQualityScore = (rating: number) => Math.min(10, Math.max(0, (rating / 5) * 10));

export interface TenderTerms {
  weights: Weights;
  tatRequirement: string | null;
  volumesPerMonth: number;
  volumesByModality: Readonly<Record<string, number>>;
}

export interface BidTerms {
  id: string;
  /** In the request's currency. */
  pricePerStudy: number;
  /** In the request's currency; a modality left out costs the price per study. */
  pricesByModality: Readonly<Record<string, number>>;
  turnaroundCommitment: string | null;
  /** 0 to 10. */
  qualityScore: number;
}

/** Volume by modality x that modality's price, or total volume x price per study; null without any volume. */
export function estimatedMonthlyCost(tender: Pick<TenderTerms, "volumesPerMonth" | "volumesByModality">, bid: Pick<BidTerms, "pricePerStudy" | "pricesByModality">): number | null {
  const parts = Object.entries(tender.volumesByModality).filter(([, volume]) => volume > 0);
  if (parts.length > 0) return parts.reduce((sum, [modality, volume]) => sum + volume * (bid.pricesByModality[modality] ?? bid.pricePerStudy), 0);
  return tender.volumesPerMonth > 0 ? tender.volumesPerMonth * bid.pricePerStudy : null;
}

export interface TurnaroundFit {
  meets: boolean;
  /** Hours beyond the requirement's upper bound (0 when it meets). */
  missesByHours: number;
}

/** A commitment meets a requirement when its upper bound is no later; no requirement is met by any commitment. */
export function turnaroundFit(required: string | null, committed: string | null): TurnaroundFit {
  if (!isTurnaround(required)) return { meets: true, missesByHours: 0 };
  if (!isTurnaround(committed)) return { meets: false, missesByHours: TURNAROUND_HOURS[">48h"] - TURNAROUND_HOURS[required] };
  const missesBy = TURNAROUND_HOURS[committed] - TURNAROUND_HOURS[required];
  return missesBy > 0 ? { meets: false, missesByHours: missesBy } : { meets: true, missesByHours: 0 };
}

export interface Points {
  price: number;
  turnaround: number;
  quality: number;
  total: number;
}

export interface ScoredBid {
  id: string;
  monthlyCost: number | null;
  points: Points;
  /** 1 is best; equal totals share a rank (1, 1, 3). */
  rank: number;
}

/** Points are shown with one decimal, and the total is the sum of the parts as shown. */
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Scores and ranks bids; the result is ordered best first (ties: lower cost, then id). */
export function scoreBids(tender: TenderTerms, bids: readonly BidTerms[]): ScoredBid[] {
  const costs = bids.map((bid) => ({ bid, monthlyCost: estimatedMonthlyCost(tender, bid) }));
  const basis = (c: (typeof costs)[number]) => c.monthlyCost ?? c.bid.pricePerStudy;
  const lowest = Math.min(...costs.map(basis));
  const { weights } = tender;
  const scored = costs.map((c) => {
    const fit = turnaroundFit(tender.tatRequirement, c.bid.turnaroundCommitment);
    const committedHours = isTurnaround(c.bid.turnaroundCommitment) ? TURNAROUND_HOURS[c.bid.turnaroundCommitment] : TURNAROUND_HOURS[">48h"];
    const requiredHours = isTurnaround(tender.tatRequirement) ? TURNAROUND_HOURS[tender.tatRequirement] : committedHours;
    const price = weights.price * (basis(c) > 0 ? lowest / basis(c) : 1);
    const turnaround = fit.meets ? weights.turnaround : weights.turnaround * (requiredHours / committedHours);
    const quality = weights.quality * (Math.min(10, Math.max(0, c.bid.qualityScore)) / 10);
    const parts = { price: round1(price), turnaround: round1(turnaround), quality: round1(quality) };
    const points = { ...parts, total: round1(parts.price + parts.turnaround + parts.quality) };
    return { id: c.bid.id, monthlyCost: c.monthlyCost, points, cost: basis(c) };
  });
  scored.sort((a, b) => b.points.total - a.points.total || a.cost - b.cost || a.id.localeCompare(b.id));
  return scored.map(({ cost: _cost, ...s }) => ({ ...s, rank: 1 + scored.filter((o) => o.points.total > s.points.total).length }));
}
