import fs from "node:fs";
import path from "node:path";
import { type IngestTime, ingestTable } from "./ingest-file";
import type { Measured, Scenario } from "./measure";

export interface Row extends Measured {
  key: string;
  name: string;
  kind: Scenario["kind"];
  trivialRequestsPerSecond: number;
  trivialP99: number;
  /** Requests/s of the scenario over the trivial endpoint's. */
  ratio: number;
  /** p99 of the scenario over the trivial endpoint's. */
  p99Ratio: number;
  target: "yes" | "no";
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The issue's targets. PostgreSQL: reads at least a quarter of the trivial endpoint's throughput with a
 * p99 at most 4 times its p99. PGlite: reads at least 0.15 of its throughput. Writes: p99 at most 6 times.
 * Any error or unexpected non-2xx answer misses.
 */
export function toRow(s: Scenario, m: Measured, trivial: Measured, database: string): Row {
  const ratio = round2(m.requestsPerSecond / Math.max(1, trivial.requestsPerSecond));
  const p99Ratio = round2(m.p99 / Math.max(1, trivial.p99));
  const clean = m.errors === 0 && m.non2xx === m.expected;
  const met = s.kind === "write" ? p99Ratio <= 6 : database === "pglite" ? ratio >= 0.15 : ratio >= 0.25 && p99Ratio <= 4;
  return {
    key: s.key,
    name: s.name,
    kind: s.kind,
    ...m,
    trivialRequestsPerSecond: trivial.requestsPerSecond,
    trivialP99: trivial.p99,
    ratio,
    p99Ratio,
    target: met && clean ? "yes" : "no",
  };
}

export function table(rows: Row[], database: string): string {
  const targets =
    database === "pglite"
      ? "Targets (PGlite): reads ratio ≥ 0.15; writes p99 ≤ 6 × trivial; no errors."
      : "Targets: reads ratio ≥ 0.25 and p99 ≤ 4 × trivial; writes p99 ≤ 6 × trivial; no errors.";
  const statuses = (r: Row) =>
    Object.entries(r.statuses)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ");
  return [
    "| scenario | req/s | p50 ms | p99 ms | trivial req/s | trivial p99 ms | ratio | p99 ratio | errors | non-2xx (on purpose) | target |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|:-:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.trivialRequestsPerSecond} | ${r.trivialP99} | ${r.ratio} | ${r.p99Ratio} | ${r.errors} | ${r.non2xx ? `${r.non2xx} (${r.expected}) ${statuses(r)}` : "0"} | ${r.target} |`,
    ),
    "",
    targets,
  ].join("\n");
}

export interface Meta {
  date: string;
  cpus: number;
  loadAverage: string;
  database: string;
  webConcurrency?: number;
  providers: number;
  requests: number;
  applications: number;
  connections: number;
  durationSeconds: number;
  node: string;
}

/** Writes bench/results/<date>-<label>.{json,md} (with the ingest's times when it ran); returns the path without extension. */
export function writeResults(label: string, meta: Meta, rows: Row[], ingest?: IngestTime[]): string {
  const stamp = meta.date.replace(/[:.]/g, "-");
  const dir = path.resolve(import.meta.dirname, "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${stamp}-${label}`);
  fs.writeFileSync(`${file}.json`, `${JSON.stringify({ ...meta, rows, ...(ingest ? { ingest } : {}) }, null, 2)}\n`);
  const processes = meta.webConcurrency ? `, ${meta.webConcurrency} server processes` : "";
  const reads = rows.length ? `\n\n${table(rows, meta.database)}` : "";
  const upload = ingest ? `\n\n## Ingest (POST /api/contracts/{id}/studies/file, a signed-in hospital)\n\n${ingestTable(ingest)}` : "";
  fs.writeFileSync(
    `${file}.md`,
    `# Bench ${meta.date}\n\n${meta.providers} providers, ${meta.requests} requests, ${meta.applications} applications on ${meta.database}${processes}; ${meta.connections} connections, ${meta.durationSeconds} s per measurement, each right after the trivial endpoint (GET /api/health); Node ${meta.node}, ${meta.cpus} CPUs, 1-minute load average ${meta.loadAverage}.${reads}${upload}\n`,
  );
  return path.relative(process.cwd(), file);
}
