import type { ContractVersion, TierTerms } from "@/shared/contracts/contracts";
import { type ContractSide, otherSide, tierLabel, type VersionStatus } from "@/shared/policy/contracts";
import { formatMoney, TURNAROUND_VALUES } from "@/shared/reference";
import { footers, finish, heading, line, newDocument, table, title, utcMinute } from "./document-layout";

/** The contract PDF (issue 30): any version's terms and who proposed and answered it, made on request, never stored. */

export interface ContractDocumentInput {
  /** The request's title. */
  title: string;
  hospital: { name: string };
  provider: { name: string };
  currency: "EUR" | "USD" | "GBP" | "CHF" | "SEK";
  version: ContractVersion;
  /** The last day of the term, YYYY-MM-DD. */
  endDate: string;
  generatedAt: Date;
}

const STATUS_WORDS: Record<VersionStatus, string> = {
  pending: "Proposed, awaiting acceptance",
  accepted: "Agreed",
  changes_requested: "Changes asked for",
  declined: "Declined",
  superseded: "Superseded",
};

/** What the other side did, as the line about its answer starts. */
const ANSWER_WORDS: Partial<Record<VersionStatus, string>> = {
  accepted: "Accepted by",
  changes_requested: "Changes asked for by",
  declined: "Declined by",
  superseded: "Answered by",
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/** A commitment in minutes as people say it: "30 min", "4 h", "1 h 30 min". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

function creditWords(t: TierTerms): string {
  if (t.creditBelowPercent === null || t.creditPercent === null) return "No service credit";
  return `If fewer than ${percent(t.creditBelowPercent)} of a month's studies meet the commitment, a credit of ${percent(t.creditPercent)} of the tier's fees for that month`;
}

function personWords(p: ContractVersion["proposedBy"]): string {
  if (!p || (!p.name && !p.email)) return "a person no longer on record";
  if (p.name && p.email) return `${p.name} (${p.email})`;
  return (p.name ?? p.email) as string;
}

function versionWords(v: ContractVersion): string {
  let words = `Version ${v.number}`;
  if (v.revision > 1) words += `, revision ${v.revision}`;
  if (v.kind === "change") words += `, effective from ${v.effectiveFrom}`;
  return words;
}

/** The forecast's modalities in the order the service lines first name them, then any others. */
function forecastRows(terms: ContractVersion["terms"]): string[][] {
  const order = [...new Set([...terms.lines.map((l) => l.modality), ...Object.keys(terms.forecast)])];
  return order.filter((m) => terms.forecast[m] !== undefined).map((m) => [m, (terms.forecast[m] as number).toLocaleString("en-US")]);
}

export async function contractPdf(input: ContractDocumentInput): Promise<Uint8Array> {
  const { version: v, currency } = input;
  const terms = v.terms;
  const orgName = (side: ContractSide) => (side === "hospital" ? input.hospital.name : input.provider.name);
  const doc = newDocument({
    title: `${input.title}: contract, version ${v.number}`,
    subject: `Teleradiology services contract between ${input.hospital.name} and ${input.provider.name}`,
    createdAt: input.generatedAt,
  });

  title(doc, "Teleradiology services contract", 18);
  doc.moveDown(0.3);
  title(doc, input.title, 13);
  doc.moveDown(0.3);
  line(doc, versionWords(v));
  line(doc, STATUS_WORDS[v.status], "Status");

  heading(doc, "Parties");
  line(doc, input.hospital.name, "Hospital");
  line(doc, input.provider.name, "Provider");

  heading(doc, "Dates");
  line(doc, terms.startDate, "Start date");
  line(doc, plural(terms.termMonths, "month", "months"), "Term");
  line(doc, input.endDate, "End of term");
  line(doc, terms.renewal === "automatic" ? "automatic for the same term" : "none", "Renewal");
  line(doc, plural(terms.noticeDays, "day", "days"), "Notice period");

  heading(doc, "Service lines");
  line(doc, `Prices per study, in ${currency}.`);
  doc.moveDown(0.3);
  table(
    doc,
    [
      { header: "Modality", share: 0.36 },
      { header: "Priority tier", share: 0.36 },
      { header: "Price per study", share: 0.28, align: "right" },
    ],
    terms.lines.map((l) => [l.modality, tierLabel(l.tier), formatMoney(l.priceMinor / 100, currency)]),
  );

  heading(doc, "Turnaround commitments and service credits");
  const tiers = [...terms.tiers].sort((a, b) => TURNAROUND_VALUES.indexOf(a.tier) - TURNAROUND_VALUES.indexOf(b.tier));
  table(
    doc,
    [
      { header: "Priority tier", share: 0.26 },
      { header: "Commitment", share: 0.16 },
      { header: "Service credit", share: 0.58 },
    ],
    tiers.map((t) => [tierLabel(t.tier), duration(t.commitmentMinutes), creditWords(t)]),
  );

  heading(doc, "Monthly volume forecast");
  const forecast = forecastRows(terms);
  if (forecast.length === 0) line(doc, "No forecast given.");
  else
    table(
      doc,
      [
        { header: "Modality", share: 0.5 },
        { header: "Studies per month", share: 0.5, align: "right" },
      ],
      forecast,
    );

  heading(doc, "Quality threshold");
  const threshold = terms.qualityMaxDiscrepancyPercent;
  line(doc, threshold === null ? "No quality threshold" : `Significant-discrepancy rate (RADPEER 2b + 3b) at most ${percent(threshold)}`);

  heading(doc, "Acceptances");
  const proposer = orgName(v.proposedBySide);
  const answerer = orgName(otherSide(v.proposedBySide));
  const entry = (text: string, label?: string) => {
    line(doc, text, label);
    doc.moveDown(0.3);
  };
  entry(`${personWords(v.proposedBy)}, ${utcMinute(v.proposedAt)}`, `Proposed by ${proposer}`);
  if (v.message) entry(v.message, `Message from ${proposer}`);
  const answered = ANSWER_WORDS[v.status];
  if (answered && v.respondedAt) entry(`${personWords(v.respondedBy)}, ${utcMinute(v.respondedAt)}`, `${answered} ${answerer}`);
  else if (v.status === "pending") entry(`Awaiting the answer of ${answerer}.`);
  else if (v.status === "superseded") entry("Replaced by a later proposal before an answer.");
  if (v.response) entry(v.response, `Response from ${answerer}`);

  footers(doc, `Generated ${utcMinute(input.generatedAt)} by RadBridge - ${input.title}, version ${v.number}`);
  return finish(doc);
}
