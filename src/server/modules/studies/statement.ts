import type { ContractTerms } from "@/shared/contracts/contracts";
import type { Statement, TierFigures } from "@/shared/contracts/studies";
import { CONTRACT_MESSAGES, contractReadRefusal, tierLabel } from "@/shared/policy/contracts";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import { DISTRIBUTION_LABELS, serviceCredit, sharePercent } from "@/shared/policy/studies";
import { TURNAROUND_VALUES } from "@/shared/reference/turnaround";
import type { ServiceContext } from "../../context";
import { enforce, NotFound } from "../../errors";
import { statementFigures } from "./reads-repo";
import { termsOfMonth } from "./rows";

/** Monthly statements (issue 31 §4), read from the kept monthly figures only: never from the studies themselves. */

const firstOf = (month: string) => `${month}-01`;

const sum = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
const forecastTotal = (terms: ContractTerms | null) => (terms ? sum(Object.values(terms.forecast), (n) => n ?? 0) : null);

export async function getStatement(ctx: ServiceContext, actor: Actor, { id, month }: { id: string; month?: string }): Promise<Statement> {
  enforce(signedInRefusal(actor));
  const figures = await statementFigures(ctx.db, id, month ? firstOf(month) : null);
  if (!figures) throw new NotFound(CONTRACT_MESSAGES.notFound);
  enforce(contractReadRefusal(actor, figures.facts));
  const { facts: c, months, versions, lines, tiers, month: day } = figures;
  const terms = termsOfMonth(versions, day);
  const here = lines.filter((l) => l.month === day);
  const tierRows = tiers.filter((t) => t.month === day);

  const tierFigures: TierFigures[] = TURNAROUND_VALUES.flatMap((tier) => {
    const kept = tierRows.find((t) => t.tier === tier);
    const of = here.filter((l) => l.tier === tier);
    const termsOfTier = terms?.tiers.find((t) => t.tier === tier);
    if (!kept && !termsOfTier) return [];
    const figures = { studies: sum(of, (l) => l.studies), within: sum(of, (l) => l.within), feesMinor: sum(of, (l) => l.feesMinor) };
    const credit = { creditBelowPercent: termsOfTier?.creditBelowPercent ?? null, creditPercent: termsOfTier?.creditPercent ?? null };
    const measured = figures.studies > 0 && kept;
    return [
      {
        tier,
        commitmentMinutes: termsOfTier?.commitmentMinutes ?? kept?.commitmentMinutes ?? 0,
        ...figures,
        sharePercent: sharePercent(figures.within, figures.studies),
        p50Seconds: measured ? kept.p50 : null,
        p90Seconds: measured ? kept.p90 : null,
        p95Seconds: measured ? kept.p95 : null,
        ...credit,
        creditMinor: serviceCredit(figures, credit),
        distribution: kept?.distribution ?? DISTRIBUTION_LABELS.map(() => 0),
      },
    ];
  });

  const modalities = [...new Set([...Object.keys(terms?.forecast ?? {}), ...here.map((l) => l.modality)])].sort();
  const reviewed = sum(here, (l) => l.reviewed);
  const significant = sum(here, (l) => l.significant);
  const threshold = terms?.qualityMaxDiscrepancyPercent ?? null;
  const trendMonths = [...new Set(tiers.map((t) => t.month))].sort();
  return {
    contractId: c.id,
    title: c.title,
    currency: c.currency as Statement["currency"],
    month: day.slice(0, 7),
    months: months.map((m) => m.slice(0, 7)),
    volume: here.map((l) => ({ modality: l.modality, tier: l.tier as TierFigures["tier"], studies: l.studies })).sort((a, b) => a.modality.localeCompare(b.modality)),
    forecast: modalities.map((modality) => ({ modality, forecast: terms?.forecast[modality] ?? null, studies: sum(here.filter((l) => l.modality === modality), (l) => l.studies) })),
    tiers: tierFigures,
    feesMinor: sum(tierFigures, (t) => t.feesMinor),
    creditMinor: sum(tierFigures, (t) => t.creditMinor),
    peerReview: {
      reviewed,
      significant,
      // Two decimals, as thresholds have: 2 of 99 is 2.02 %, over a threshold of 2 %.
      ratePercent: reviewed ? Math.round((significant * 10_000) / reviewed) / 100 : null,
      thresholdPercent: threshold,
      met: reviewed && threshold !== null ? significant * 10_000 <= Math.round(threshold * 100) * reviewed : null,
    },
    disputed: sum(tierRows, (t) => t.disputed),
    trend: trendMonths.map((m) => {
      const ofMonth = lines.filter((l) => l.month === m);
      return {
        month: m.slice(0, 7),
        studies: sum(ofMonth, (l) => l.studies),
        forecast: forecastTotal(termsOfMonth(versions, m)),
        tiers: [...new Set(ofMonth.map((l) => l.tier))].sort().map((tier) => {
          const t = ofMonth.filter((l) => l.tier === tier);
          return { tier: tier as TierFigures["tier"], sharePercent: sharePercent(sum(t, (l) => l.within), sum(t, (l) => l.studies)) };
        }),
      };
    }),
  };
}

const cell = (v: string | number | null) => {
  const text = v === null ? "" : String(v);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const row = (...values: (string | number | null)[]) => values.map(cell).join(",");
const money = (minor: number) => (minor / 100).toFixed(2);
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

/** The statement as CSV: one block per part, each with its own header line. */
export function statementCsv(s: Statement): string {
  return [
    row("Contract", s.title),
    row("Month", s.month),
    row("Currency", s.currency),
    "",
    row("Tier", "Commitment (min)", "Studies", "Within commitment", "Share within (%)", "P50 (min)", "P90 (min)", "P95 (min)", "Fees", "Credit below (%)", "Credit (%)", "Service credit"),
    ...s.tiers.map((t) =>
      row(tierLabel(t.tier), t.commitmentMinutes, t.studies, t.within, t.sharePercent, minutes(t.p50Seconds), minutes(t.p90Seconds), minutes(t.p95Seconds), money(t.feesMinor), t.creditBelowPercent, t.creditPercent, money(t.creditMinor)),
    ),
    row("Total", "", "", "", "", "", "", "", money(s.feesMinor), "", "", money(s.creditMinor)),
    "",
    row("Modality", "Tier", "Studies"),
    ...s.volume.map((v) => row(v.modality, tierLabel(v.tier), v.studies)),
    "",
    row("Modality", "Forecast", "Studies"),
    ...s.forecast.map((f) => row(f.modality, f.forecast, f.studies)),
    "",
    row("Peer reviews", "Significant discrepancies (2b + 3b)", "Rate (%)", "Threshold (%)", "Met"),
    row(s.peerReview.reviewed, s.peerReview.significant, s.peerReview.ratePercent, s.peerReview.thresholdPercent, s.peerReview.met === null ? "" : s.peerReview.met ? "yes" : "no"),
    "",
    row("Disputed studies (not counted)", s.disputed),
    "",
  ].join("\r\n");
}
