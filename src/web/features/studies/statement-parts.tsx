import type { ReactNode } from "react";
import type { Statement } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { formatMoney } from "@/shared/reference/currencies";
import { DataTable, td } from "@/web/components/data-table";
import { Badge } from "@/web/components/ui/badge";
import { formatNumber } from "@/web/lib/utils";
import { percentText } from "@/web/lib/figures";
import { COMPACT_TABLE, studiesText } from "./format";

const right = `${td} whitespace-nowrap text-right tabular-nums`;

/** A part of the statement: its heading and content. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 content-start gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** The month in four figures: studies counted, fees, service credit due, disputed studies waiting. */
export function Headline({ statement: s }: { statement: Statement }) {
  const studies = s.tiers.reduce((n, t) => n + t.studies, 0);
  const money = (minor: number) => formatMoney(minor / 100, s.currency);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Studies" value={formatNumber(studies)} note="Counted this month" />
      <Figure label="Fees" value={money(s.feesMinor)} note="At the contract's prices" />
      <Figure label="Service credit" value={money(s.creditMinor)} note={s.creditMinor > 0 ? "Due to the hospital" : "None due"} />
      <Figure label="Disputed" value={formatNumber(s.disputed)} note={s.disputed ? "Waiting, not counted" : "None waiting"} />
    </dl>
  );
}

/** The month's volume per modality and tier, and per modality against the forecast. */
export function Volume({ statement: s }: { statement: Statement }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Part id="statement-volume" title="Volume by modality and tier">
        {s.volume.length === 0 ? (
          <p className="text-sm text-muted-foreground">No studies this month.</p>
        ) : (
          <div className={COMPACT_TABLE}>
            <DataTable labelledBy="statement-volume" columns={["Modality", "Tier", { label: "Studies", className: "text-right" }]}>
              {s.volume.map((v) => (
                <tr key={`${v.modality}|${v.tier}`}>
                  <td className={td}>{v.modality}</td>
                  <td className={td}>{tierLabel(v.tier)}</td>
                  <td className={right}>{formatNumber(v.studies)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Part>
      <Part id="statement-forecast" title="Against the forecast">
        <div className={COMPACT_TABLE}>
          <DataTable labelledBy="statement-forecast" columns={["Modality", ...["Forecast", "Studies", "Of forecast"].map((label) => ({ label, className: "text-right" }))]}>
            {s.forecast.map((f) => (
              <tr key={f.modality}>
                <td className={td}>{f.modality}</td>
                <td className={right}>{f.forecast === null ? "–" : formatNumber(f.forecast)}</td>
                <td className={right}>{formatNumber(f.studies)}</td>
                <td className={right}>{f.forecast ? percentText(Math.round((f.studies * 1000) / f.forecast) / 10) : "–"}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </Part>
    </div>
  );
}

/** Peer review: how many were reviewed, the significant discrepancies (RADPEER 2b and 3b), their rate against the threshold. */
export function PeerReview({ statement: s }: { statement: Statement }) {
  const p = s.peerReview;
  const verdict =
    p.met === null ? (
      <span className="text-muted-foreground">{p.thresholdPercent === null ? "No threshold set" : "Nothing reviewed"}</span>
    ) : (
      <Badge variant={p.met ? "success" : "destructive"}>{p.met ? "Met" : "Not met"}</Badge>
    );
  const rows: [string, ReactNode][] = [
    ["Reviewed", studiesText(p.reviewed)],
    ["Significant discrepancies (2b + 3b)", formatNumber(p.significant)],
    ["Rate", percentText(p.ratePercent, 2)],
    ["Threshold", p.thresholdPercent === null ? "None" : `At most ${percentText(p.thresholdPercent)}`],
    ["Quality threshold", verdict],
  ];
  return (
    <Part id="statement-peer-review" title="Peer review">
      <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b py-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Part>
  );
}
