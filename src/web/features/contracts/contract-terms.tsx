import type { ReactNode } from "react";
import type { ContractTerms, TierTerms } from "@/shared/contracts/contracts";
import { type GeneralTerm, type Mark, type MarkedGeneral, type MarkedTerms, markTerms } from "@/shared/policy/contract-versions";
import { tierLabel } from "@/shared/policy/contracts";
import { formatMoney } from "@/shared/reference/currencies";
import { DataTable, td } from "@/web/components/data-table";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { cn, formatDay, formatNumber } from "@/web/lib/utils";
import { durationText, percentText, termText } from "./format";

function Section({ id, title, level, children }: { id: string; title: string; level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <Heading id={id} className="font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

const creditText = (t: TierTerms) =>
  t.creditBelowPercent === null || t.creditPercent === null
    ? "No service credit"
    : `${percentText(t.creditPercent)} of the tier's monthly fees when fewer than ${percentText(t.creditBelowPercent)} of studies are on time`;

const qualityText = (percent: number | null) => (percent === null ? "None set." : `At most ${percentText(percent)} significant discrepancies (RADPEER 2b + 3b).`);

export const GENERAL_LABELS: Record<GeneralTerm, string> = { startDate: "Start", termMonths: "Term", renewal: "Renewal", noticeDays: "Notice period", qualityMaxDiscrepancyPercent: "Quality threshold" };

/** A general term's value in words (`value`: its own, or what it was). */
export function generalText(field: GeneralTerm, value: MarkedGeneral["value"]): string {
  if (field === "startDate") return formatDay(String(value));
  if (field === "termMonths") return termText(Number(value));
  if (field === "renewal") return value === "automatic" ? "Renews automatically" : "None";
  if (field === "noticeDays") return `${value} day${value === 1 ? "" : "s"}`;
  return qualityText(typeof value === "number" ? value : null);
}

const MARKS: Record<Exclude<Mark, "same">, { label: string; className: string }> = {
  added: { label: "Added", className: "border-transparent bg-success text-success-foreground" },
  changed: { label: "Changed", className: "border-transparent bg-warning text-warning-foreground" },
  removed: { label: "Removed", className: "border-destructive/40 text-destructive" },
};

/** What a term did against the version before: a badge, and for a changed one what it was. */
function ChangeMark({ mark, was }: { mark: Mark; was?: string }) {
  if (mark === "same") return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge className={cn("whitespace-nowrap", MARKS[mark].className)}>{MARKS[mark].label}</Badge>
      {mark === "changed" && was !== undefined && <span className="text-xs text-muted-foreground">was {was}</span>}
    </span>
  );
}

/**
 * The terms' sections: service lines, the tiers' commitments and credits, the forecast and the quality threshold, and
 * with `general` the dates and notice. `compared`: each term carries its mark against the version before (issue 55).
 * `idPrefix` keeps headings' ids apart where several versions show on one page; `level`: the sections' heading level.
 */
export function TermsSections({
  marked,
  currency,
  idPrefix,
  level = 3,
  compared = false,
  general = false,
}: { marked: MarkedTerms; currency: string; idPrefix: string; level?: 3 | 4; compared?: boolean; general?: boolean }) {
  const money = (minor: number) => formatMoney(minor / 100, currency);
  const quality = marked.general.find((g) => g.field === "qualityMaxDiscrepancyPercent")!;
  const gone = (mark: Mark) => (mark === "removed" ? "text-muted-foreground line-through" : undefined);
  return (
    <div className="grid gap-6">
      <Section level={level} id={`${idPrefix}-lines`} title="Service lines">
        <DataTable labelledBy={`${idPrefix}-lines`} columns={["Modality", "Priority tier", { label: "Price per study", className: "text-right" }]}>
          {marked.lines.map((l) => (
            <tr key={`${l.modality}|${l.tier}`} className={l.mark === "added" ? "bg-success/10" : l.mark === "changed" ? "bg-warning/10" : undefined}>
              <td className={td}>
                {/* The mark sits with the line's name, so that it shows at phone width too. */}
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className={gone(l.mark)}>{l.modality}</span>
                  {compared && <ChangeMark mark={l.mark} was={l.before ? money(l.before.priceMinor) : undefined} />}
                </span>
              </td>
              <td className={cn(td, gone(l.mark))}>{tierLabel(l.tier)}</td>
              <td className={cn(td, "whitespace-nowrap text-right tabular-nums", gone(l.mark))}>{money(l.priceMinor)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>
      <Section level={level} id={`${idPrefix}-tiers`} title="Turnaround commitments and service credits">
        <ul className="grid gap-2 text-sm">
          {marked.tiers.map((t) => (
            <li key={t.tier} className={cn("rounded-lg border p-3", t.mark === "added" && "border-success/50", t.mark === "changed" && "border-warning/60")}>
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className={gone(t.mark)}>{tierLabel(t.tier)}</span>
                <ChangeMark mark={t.mark} />
              </p>
              <p className={gone(t.mark)}>Reported within {durationText(t.commitmentMinutes)}</p>
              <p className={cn("text-muted-foreground", gone(t.mark))}>{creditText(t)}</p>
              {t.mark === "changed" && t.before && (
                <p className="text-xs text-muted-foreground">
                  Was: within {durationText(t.before.commitmentMinutes)}; {creditText(t.before).toLowerCase()}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Section level={level} id={`${idPrefix}-forecast`} title="Monthly forecast">
          {marked.forecast.length === 0 ? (
            <p className="text-sm text-muted-foreground">No forecast given.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {marked.forecast.map((f) => (
                <li key={f.modality} className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b py-1 last:border-0">
                  <span className={gone(f.mark)}>{f.modality}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn("tabular-nums", gone(f.mark))}>{formatNumber(f.studies)} studies / month</span>
                    <ChangeMark mark={f.mark} was={f.before === null ? undefined : formatNumber(f.before)} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section level={level} id={`${idPrefix}-quality`} title="Quality threshold">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{generalText(quality.field, quality.value)}</span>
            <ChangeMark mark={quality.mark} was={typeof quality.before === "number" ? `at most ${percentText(quality.before)}` : "none set"} />
          </p>
        </Section>
      </div>
      {general && (
        <Section level={level} id={`${idPrefix}-general`} title="Dates and notice">
          <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
            {marked.general
              .filter((g) => g.field !== "qualityMaxDiscrepancyPercent")
              .map((g) => (
                <div key={g.field} className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b py-1">
                  <dt className="text-muted-foreground">{GENERAL_LABELS[g.field]}</dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    {generalText(g.field, g.value)}
                    <ChangeMark mark={g.mark} was={g.mark === "changed" ? generalText(g.field, g.before) : undefined} />
                  </dd>
                </div>
              ))}
          </dl>
        </Section>
      )}
    </div>
  );
}

/** The terms as they read: service lines, the tiers' commitments and credits, the forecast and the quality threshold. */
export function ContractTermsView({ terms, currency, title, description }: { terms: ContractTerms; currency: string; title: string; description: string }) {
  return (
    <Card role="region" aria-labelledby="contract-terms-title">
      <CardHeader>
        <CardTitle as="h2" id="contract-terms-title">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <TermsSections marked={markTerms(terms, null)} currency={currency} idPrefix="terms" />
      </CardContent>
    </Card>
  );
}
