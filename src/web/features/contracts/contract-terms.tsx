import type { ReactNode } from "react";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { tierLabel } from "@/shared/policy/contracts";
import { formatMoney } from "@/shared/reference/currencies";
import { DataTable, td } from "@/web/components/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatNumber } from "@/web/lib/utils";
import { durationText, percentText } from "./format";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const creditText = (t: ContractTerms["tiers"][number]) =>
  t.creditBelowPercent === null || t.creditPercent === null
    ? "No service credit"
    : `${percentText(t.creditPercent)} of the tier's monthly fees when fewer than ${percentText(t.creditBelowPercent)} of studies are on time`;

/** The terms as they read: service lines, the tiers' commitments and credits, the forecast and the quality threshold. */
export function ContractTermsView({ terms, currency, title, description }: { terms: ContractTerms; currency: string; title: string; description: string }) {
  const forecast = Object.entries(terms.forecast).flatMap(([modality, studies]) => (studies === undefined ? [] : [[modality, studies] as const]));
  return (
    <Card role="region" aria-labelledby="contract-terms-title">
      <CardHeader>
        <CardTitle as="h2" id="contract-terms-title">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Section id="terms-lines" title="Service lines">
          <DataTable labelledBy="terms-lines" columns={["Modality", "Priority tier", { label: "Price per study", className: "text-right" }]}>
            {terms.lines.map((l) => (
              <tr key={`${l.modality}|${l.tier}`}>
                <td className={td}>{l.modality}</td>
                <td className={td}>{tierLabel(l.tier)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatMoney(l.priceMinor / 100, currency)}</td>
              </tr>
            ))}
          </DataTable>
        </Section>
        <Section id="terms-tiers" title="Turnaround commitments and service credits">
          <ul className="grid gap-2 text-sm">
            {terms.tiers.map((t) => (
              <li key={t.tier} className="rounded-lg border p-3">
                <p className="font-medium">{tierLabel(t.tier)}</p>
                <p>Reported within {durationText(t.commitmentMinutes)}</p>
                <p className="text-muted-foreground">{creditText(t)}</p>
              </li>
            ))}
          </ul>
        </Section>
        <div className="grid gap-6 sm:grid-cols-2">
          <Section id="terms-forecast" title="Monthly forecast">
            {forecast.length === 0 ? (
              <p className="text-sm text-muted-foreground">No forecast given.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {forecast.map(([modality, studies]) => (
                  <li key={modality} className="flex justify-between gap-4 border-b py-1 last:border-0">
                    <span>{modality}</span>
                    <span className="tabular-nums">{formatNumber(studies)} studies / month</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="terms-quality" title="Quality threshold">
            <p className="text-sm">
              {terms.qualityMaxDiscrepancyPercent === null
                ? "None set."
                : `At most ${percentText(terms.qualityMaxDiscrepancyPercent)} significant discrepancies (RADPEER 2b + 3b).`}
            </p>
          </Section>
        </div>
      </CardContent>
    </Card>
  );
}
