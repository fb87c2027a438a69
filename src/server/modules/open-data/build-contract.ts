import type { ContractTerms } from "@/shared/contracts/contracts";
import { sharePercent } from "@/shared/policy/studies";
import { turnaroundLabel } from "@/shared/reference/turnaround";
import type { ContractState, MonthFigures } from "./repo";

export type Ocds = Record<string, unknown>;

const round2 = (n: number) => Math.round(n * 100) / 100;
export const money = (amount: number, currency: string) => ({ amount: round2(amount), currency });
export const modalityClassification = (modality: string) => ({ scheme: "x_RadBridge_modality", id: modality, description: modality });

/**
 * A contract in OCDS 1.1 (issue 35): its status, period, value and dateSigned once agreed, its agreed turnaround
 * commitments, its changes as amendments, and what was measured each month (OCDS metrics extension): never a study.
 */

/** The contractStatus codelist: not yet in force (drafted, sent, or signed and starting later), in force, over. */
const STATUS: Record<ContractState["status"], string> = {
  draft: "pending",
  sent: "pending",
  scheduled: "pending",
  active: "active",
  ended: "terminated",
  terminated: "terminated",
};

const dayStart = (day: string) => `${day}T00:00:00Z`;
const dayEnd = (day: string) => `${day}T23:59:59Z`;

/**
 * The contract's estimated value over its period: each modality's forecast monthly studies at its price per study
 * (the mean of its lines' prices when it has several priority tiers), times the months of the term and its renewals.
 */
export function estimatedValue(terms: ContractTerms, months: number): number {
  const byModality = new Map<string, number[]>();
  for (const l of terms.lines) byModality.set(l.modality, [...(byModality.get(l.modality) ?? []), l.priceMinor]);
  let monthlyMinor = 0;
  for (const [modality, prices] of byModality) monthlyMinor += (terms.forecast[modality] ?? 0) * (prices.reduce((a, b) => a + b, 0) / prices.length);
  return (monthlyMinor * months) / 100;
}

const tierDimension = (tier: string) => turnaroundLabel(tier) || tier;

/** The commitments agreed per priority tier (metrics extension: Contract.agreedMetrics). */
function agreedMetrics(terms: ContractTerms): Ocds[] {
  if (!terms.tiers.length) return [];
  return [
    {
      id: "turnaround",
      title: "Report turnaround commitment",
      description: "The time from images available to the final report the provider commits to, per priority tier",
      observations: terms.tiers.map((t) => ({ id: t.tier, measure: t.commitmentMinutes, unit: { name: "minutes" }, dimensions: { priorityTier: tierDimension(t.tier) } })),
    },
  ];
}

const monthPeriod = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { startDate: `${month.slice(0, 7)}-01T00:00:00Z`, endDate: new Date(Date.UTC(y, m, 1) - 1000).toISOString().replace(".000Z", "Z") };
};

/**
 * The measured turnaround per month and priority tier (metrics extension: Implementation.metrics), from the kept
 * monthly figures: the median in minutes, the share within the commitment and the number of studies measured.
 */
export function implementationMetrics(months: MonthFigures[]): Ocds[] {
  const measured = months.filter((m) => m.studies > 0);
  if (!measured.length) return [];
  const observations = measured.flatMap((m) => {
    const at = m.month.slice(0, 7);
    const common = { period: monthPeriod(m.month) };
    const tier = tierDimension(m.tier);
    return [
      { id: `${at}-${m.tier}-median`, ...common, measure: Math.round(m.p50Seconds / 60), unit: { name: "minutes" }, dimensions: { priorityTier: tier, statistic: "median" } },
      {
        id: `${at}-${m.tier}-within`,
        ...common,
        measure: sharePercent(m.within, m.studies) ?? 0,
        unit: { name: "percent" },
        dimensions: { priorityTier: tier, statistic: "share within commitment", commitment: `${m.commitmentMinutes} minutes` },
      },
      { id: `${at}-${m.tier}-studies`, ...common, measure: m.studies, unit: { name: "studies" }, dimensions: { priorityTier: tier, statistic: "studies measured" } },
    ];
  });
  return [
    {
      id: "turnaround",
      title: "Report turnaround",
      description: "Measured each month from the studies both sides recorded (disputed studies left out): per priority tier, the median turnaround from images available to the final report, the share of studies reported within the commitment, and the number of studies",
      observations,
    },
  ];
}

export function contractOf(c: ContractState, awardID: string): Ocds {
  const current = c.currentVersion === null ? undefined : c.versions.find((v) => v.number === c.currentVersion);
  const signed = c.versions.find((v) => v.number === 1);
  const endDay = c.status === "terminated" && c.terminatesOn && c.terminatesOn < c.endDate ? c.terminatesOn : c.endDate;
  const agreed = current
    ? {
        period: { startDate: dayStart(c.startDate), endDate: dayEnd(endDay) },
        value: money(estimatedValue(current.terms, c.termMonths * (c.renewals + 1)), c.currency),
        items: current.terms.lines.map((l) => ({
          id: `${l.modality} ${l.tier}`,
          description: `${l.modality} reads at ${tierDimension(l.tier)}, priced per study`,
          classification: modalityClassification(l.modality),
          unit: { name: "study", value: money(l.priceMinor / 100, c.currency) },
        })),
        ...(signed?.acceptedAt ? { dateSigned: signed.acceptedAt.toISOString() } : {}),
        ...(agreedMetrics(current.terms).length ? { agreedMetrics: agreedMetrics(current.terms) } : {}),
      }
    : {};
  const changes = c.versions
    .filter((v) => v.number >= 2)
    .map((v) => ({ id: `version-${v.number}`, ...(v.acceptedAt ? { date: v.acceptedAt.toISOString() } : {}), rationale: `Version ${v.number} of the terms agreed, applying from ${v.effectiveFrom}` }));
  const metrics = implementationMetrics(c.months);
  return {
    id: `contract-${c.id}`,
    awardID,
    title: c.title,
    status: STATUS[c.status],
    ...agreed,
    ...(changes.length ? { amendments: changes } : {}),
    ...(metrics.length ? { implementation: { metrics } } : {}),
  };
}
