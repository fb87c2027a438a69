import type { CompareEntry, Comparison } from "@/shared/contracts/application-compare";
import { effectiveStatus, type RequestRecord, weightsOf } from "@/shared/policy/requests";
import { type BidTerms, defaultQualityScore, estimatedMonthlyCost, scoreBids, turnaroundFit } from "@/shared/policy/scoring";
import { convertMoney } from "@/shared/reference/currencies";
import type { RatesDay } from "../rates/repo";
import type { ComparedRow } from "./compare-repo";
import { toApplication } from "./to-application";
import { interopFit } from "@/shared/policy/interoperability";

const cents = (n: number) => Math.round(n * 100) / 100;
const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * The comparison of a request's live bids (PRODUCT.md #23 #24). Every price is converted to the
 * request's currency and rounded to the cent before scoring, so the figures shown are the ones scored.
 */
export function comparisonOf(tender: RequestRecord, rows: readonly ComparedRow[], rates: RatesDay | null, panel = false): Comparison {
  const currency = tender.budgetCurrency;
  const convert = (amount: number, from: string) => {
    const converted = convertMoney(amount, from, currency, rates?.rates ?? {});
    return converted === null ? null : cents(converted);
  };
  const weights = weightsOf(tender);
  const terms = { weights, tatRequirement: tender.tatRequirement, volumesPerMonth: tender.volumesPerMonth, volumesByModality: tender.volumesByModality };
  const drafts = rows.map((row) => {
    const application = toApplication(row.application, tender.amendedAt ?? null);
    const prices = tender.modalities.map((modality) => {
      const amount = application.pricesByModality[modality] ?? application.pricePerCt;
      return { modality, price: { amount, currency: application.currency }, converted: convert(amount, application.currency) };
    });
    const pricePerStudyConverted = convert(application.pricePerCt, application.currency);
    // With a panel only its consensus counts; without, a provider's rating stands in once it has reviews (PRODUCT.md #24).
    const fallback = !panel && row.provider.reviewCount > 0 ? tenths(defaultQualityScore(row.provider.rating)) : null;
    const qualityScore = row.application.qualityScore ?? fallback;
    const priced =
      pricePerStudyConverted !== null && prices.every((p) => p.converted !== null)
        ? {
            pricePerStudy: pricePerStudyConverted,
            pricesByModality: Object.fromEntries(prices.filter((p) => p.modality in application.pricesByModality).map((p) => [p.modality, p.converted as number])),
          }
        : null;
    // A bid without a quality score is not ranked, but its cost is still shown.
    const monthlyCost = priced ? estimatedMonthlyCost(terms, priced) : null;
    const bid: BidTerms | null = priced && qualityScore !== null ? { id: application.id, ...priced, turnaroundCommitment: application.turnaroundCommitment, qualityScore } : null;
    return { application, row, prices, pricePerStudyConverted, qualityScore, bid, monthlyCost };
  });
  const scored = scoreBids(terms, drafts.flatMap((d) => (d.bid ? [d.bid] : [])));
  const scoredById = new Map(scored.map((s, order) => [s.id, { ...s, order }]));
  const entries: CompareEntry[] = drafts.map((d) => {
    const s = scoredById.get(d.application.id);
    return {
      application: d.application,
      provider: d.row.provider,
      prices: d.prices,
      pricePerStudyConverted: d.pricePerStudyConverted,
      estimatedMonthlyCost: d.monthlyCost === null ? null : cents(d.monthlyCost),
      turnaround: { commitment: d.application.turnaroundCommitment, ...turnaroundFit(tender.tatRequirement, d.application.turnaroundCommitment) },
      qualityScore: d.qualityScore,
      qualityScoreIsDefault: d.row.application.qualityScore === null,
      qualityRationale: d.row.application.qualityRationale,
      score: s ? s.points : null,
      rank: s ? s.rank : null,
      interoperability: interopFit(tender, d.row.capabilities),
    };
  });
  const orderOf = (e: CompareEntry) => scoredById.get(e.application.id)?.order ?? Number.MAX_SAFE_INTEGER;
  entries.sort((a, b) => orderOf(a) - orderOf(b));
  return {
    request: {
      id: tender.id,
      title: tender.title,
      status: effectiveStatus(tender.status, tender.deadline),
      currency,
      modalities: tender.modalities,
      volumesPerMonth: tender.volumesPerMonth,
      volumesByModality: tender.volumesByModality,
      tatRequirement: tender.tatRequirement,
      weights,
      organisationId: tender.organisationId,
      panel,
    },
    rates: rates ? { day: rates.day, source: rates.source } : null,
    entries,
  };
}
