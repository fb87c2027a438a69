/**
 * Issue 31's ingest measurement, shared by `npm run bench -- --scenarios ingest` and `npm run bench:ingest`: one CSV
 * file of generated studies for a contract, made from its agreed terms (its service lines and their commitments, in
 * the style of tests/support/studies.ts), sent to POST /api/contracts/{id}/studies/file and timed end to end; then the
 * same file again, every row an update.
 */
import { randomBytes } from "node:crypto";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { TURNAROUND_OPTIONS } from "@/shared/reference/turnaround";

/** The target: a file of 200,000 studies in under 20 s on PostgreSQL. */
export const INGEST_ROWS = 200_000;
export const INGEST_TARGET_SECONDS = 20;

export interface IngestContract {
  id: string;
  startDate: string;
  terms: ContractTerms;
}

export interface IngestTime {
  run: string;
  seconds: number;
  status: number;
  /** The start of the answer: the counts, or the first errors. */
  answer: string;
}

const HOUR = 3_600_000;
/** A small seeded generator (as tests/support/studies.ts): the same file for the same seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * `rows` studies spread over the contract's days from its start to two days before its latest commitment could end
 * (nothing in the future), on its service lines, with the tier written as a file would (its name, e.g. "Urgent"):
 * about one in twelve late, one in four with a preliminary report, one in ten peer-reviewed. The references are
 * accession-like and unique to the run (`run`), so the first upload adds every row.
 */
export function ingestCsv(c: IngestContract, rows: number, run = randomBytes(4).toString("hex"), seed = 31): string {
  const next = random(seed);
  const longest = Math.max(...c.terms.tiers.map((t) => t.commitmentMinutes));
  const start = Date.parse(`${c.startDate}T00:00:00Z`);
  const span = Date.now() - 2 * 24 * HOUR - 2 * longest * 60_000 - start;
  if (span <= 0) throw new Error(`contract ${c.id} started too recently for a file of past studies`);
  const names = new Map(TURNAROUND_OPTIONS.map((o) => [o.value as string, o.label]));
  const scores = ["1", "1", "1", "1", "1", "1", "2a", "2a", "3a", "2b"];
  const out = ["reference,modality,priority,images_available_at,preliminary_report_at,final_report_at,peer_review"];
  for (let i = 0; i < rows; i++) {
    const line = c.terms.lines[Math.floor(next() * c.terms.lines.length)]!;
    const commitment = c.terms.tiers.find((t) => t.tier === line.tier)!.commitmentMinutes;
    const images = start + Math.floor(next() * (span / 60_000)) * 60_000;
    const late = next() < 1 / 12;
    const minutes = late ? commitment + 1 + Math.floor(next() * commitment) : 1 + Math.floor(next() * commitment);
    const preliminary = next() < 0.25 ? new Date(images + Math.floor(minutes / 2) * 60_000).toISOString() : "";
    const peer = next() < 0.1 ? scores[Math.floor(next() * scores.length)]! : "";
    const reference = `ACC-${run}-${String(i + 1).padStart(7, "0")}`;
    out.push(`${reference},${line.modality},${names.get(line.tier) ?? line.tier},${new Date(images).toISOString()},${preliminary},${new Date(images + minutes * 60_000).toISOString()},${peer}`);
  }
  return out.join("\n");
}

/** Sends the file twice (new studies, then the same again) with these headers (a session cookie and Origin, or an API key). */
export async function timeIngest(base: string, contractId: string, csv: string, headers: Record<string, string>, rows: number): Promise<IngestTime[]> {
  const times: IngestTime[] = [];
  for (const run of [`${rows.toLocaleString("en-US")} new studies`, "the same file again (every row an update)"]) {
    const started = performance.now();
    const res = await fetch(`${base}/api/contracts/${contractId}/studies/file`, { method: "POST", body: csv, headers: { ...headers, "content-type": "text/csv" } });
    const answer = (await res.text()).slice(0, 200);
    times.push({ run, seconds: Math.round((performance.now() - started) / 100) / 10, status: res.status, answer });
  }
  return times;
}

/** The times as a Markdown table, with the answers below it. */
export function ingestTable(times: IngestTime[]): string {
  return [
    "| file | status | seconds | target |",
    "|---|---:|---:|---:|",
    ...times.map((t) => `| ${t.run} | ${t.status} | ${t.seconds} | < ${INGEST_TARGET_SECONDS} |`),
    "",
    ...times.map((t) => `- ${t.run}: ${t.answer}`),
  ].join("\n");
}

export const ingestMet = (times: IngestTime[]) => times.every((t) => t.status === 200 && t.seconds < INGEST_TARGET_SECONDS);
