import { useQuery } from "@tanstack/react-query";
import { Gauge } from "lucide-react";
import { formatNumber } from "@/web/lib/utils";
import { reviewQueries } from "./api";

const monthOf = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
/** Calendar months from the first to the last (YYYY-MM-01), both counted. */
const span = (first: string, last: string) => (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7)) + 1;
const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/**
 * Beside the hospital's review of an award: what the ledger recorded on the award's contract (issue 31), from its
 * monthly figures. Nothing while the contract has no recorded study, or when the figures cannot be read.
 */
export function AwardMeasures({ applicationId }: { applicationId: string }) {
  const query = useQuery(reviewQueries.awardMeasures(applicationId));
  const m = query.data?.measured;
  if (!m) return null;
  const range = `${monthOf(m.firstMonth)} to ${monthOf(m.lastMonth)}`;
  const months =
    m.months === 1
      ? `in ${monthOf(m.firstMonth)}`
      : span(m.firstMonth, m.lastMonth) === m.months
        ? `over ${m.months} months (${range})`
        : `over ${m.months} months with studies (${range})`;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="award-measures">
      <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <span>
        <span className="font-medium text-foreground">Measured on this contract: </span>
        {formatNumber(m.studies)} {m.studies === 1 ? "study" : "studies"}, {percent(m.withinPercent)} within commitment, {months}
      </span>
    </p>
  );
}
