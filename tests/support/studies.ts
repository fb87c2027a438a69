import type { ContractTerms } from "@/shared/contracts/contracts";

/**
 * Studies for the ledger's tests (issue 31), generated from a seed, and a statement's figures computed from them
 * here, independently of the product's code: nearest-rank percentiles, shares, fees and credits.
 */

export interface GeneratedStudy {
  reference: string;
  modality: string;
  priority: string;
  imagesAvailableAt: string;
  preliminaryReportAt: string | null;
  finalReportAt: string;
  peerReview: string | null;
}

/** Active contract terms: CT and MRI at Urgent and Routine, credits on both tiers, a quality threshold. */
export function ledgerTerms(startDate: string): ContractTerms {
  return {
    lines: [
      { modality: "CT", tier: "1-4h", priceMinor: 2500 },
      { modality: "CT", tier: "12-24h", priceMinor: 2000 },
      { modality: "MRI", tier: "12-24h", priceMinor: 4000 },
    ],
    tiers: [
      { tier: "1-4h", commitmentMinutes: 240, creditBelowPercent: 90, creditPercent: 5 },
      { tier: "12-24h", commitmentMinutes: 1440, creditBelowPercent: 95, creditPercent: 10 },
    ],
    forecast: { CT: 700, MRI: 150 },
    startDate,
    termMonths: 24,
    renewal: "none",
    noticeDays: 30,
    qualityMaxDiscrepancyPercent: 2.5,
  };
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const LINES = [
  { modality: "CT", priority: "Urgent", tier: "1-4h", commitment: 240 },
  { modality: "CT", priority: "Routine", tier: "12-24h", commitment: 1440 },
  { modality: "MRI", priority: "Routine", tier: "12-24h", commitment: 1440 },
] as const;

/** `count` studies with their images in `month` (YYYY-MM), in whole minutes; about 8 % late, some peer-reviewed. */
export function generateStudies(count: number, month: string, seed = 1, prefix = "ACC"): GeneratedStudy[] {
  const next = random(seed);
  const start = Date.parse(`${month}-01T00:00:00Z`);
  const scores = ["1", "1", "1", "1", "2a", "2b", "3a", "3b"];
  return Array.from({ length: count }, (_, i) => {
    const line = LINES[Math.floor(next() * LINES.length)]!;
    const images = start + Math.floor(next() * 27 * 24 * 60) * 60_000;
    const late = next() < 0.08;
    const minutes = late ? line.commitment + 1 + Math.floor(next() * line.commitment) : 5 + Math.floor(next() * (line.commitment - 5));
    const final = images + minutes * 60_000;
    const preliminary = next() < 0.3 ? images + Math.floor(minutes / 2) * 60_000 : null;
    return {
      reference: `${prefix}-${month}-${String(i + 1).padStart(6, "0")}`,
      modality: line.modality,
      priority: line.priority,
      imagesAvailableAt: new Date(images).toISOString(),
      preliminaryReportAt: preliminary === null ? null : new Date(preliminary).toISOString(),
      finalReportAt: new Date(final).toISOString(),
      peerReview: next() < 0.1 ? scores[Math.floor(next() * scores.length)]! : null,
    };
  });
}

export function toCsv(rows: GeneratedStudy[]): string {
  const header = "reference,modality,priority,images_available_at,preliminary_report_at,final_report_at,peer_review";
  return [header, ...rows.map((r) => [r.reference, r.modality, r.priority, r.imagesAvailableAt, r.preliminaryReportAt ?? "", r.finalReportAt, r.peerReview ?? ""].join(","))].join("\n");
}

/** A tier's figures as the statement must show them, computed here from the rows and the terms. */
export function expectedTier(rows: GeneratedStudy[], terms: ContractTerms, tier: string) {
  const tierName = LINES.find((l) => l.tier === tier)!.priority;
  const of = rows.filter((r) => r.priority === tierName);
  const commitment = terms.tiers.find((t) => t.tier === tier)!;
  const seconds = of.map((r) => (Date.parse(r.finalReportAt) - Date.parse(r.imagesAvailableAt)) / 1000).sort((a, b) => a - b);
  const rank = (p: number) => seconds[Math.ceil(p * seconds.length) - 1]!;
  const within = seconds.filter((s) => s <= commitment.commitmentMinutes * 60).length;
  const fees = of.reduce((n, r) => n + terms.lines.find((l) => l.modality === r.modality && l.tier === tier)!.priceMinor, 0);
  const share = (within / of.length) * 100;
  const credit = share < commitment.creditBelowPercent! ? Math.round((fees * commitment.creditPercent!) / 100) : 0;
  return { studies: of.length, within, p50: rank(0.5), p90: rank(0.9), p95: rank(0.95), sharePercent: Math.round(share * 10) / 10, feesMinor: fees, creditMinor: credit };
}
