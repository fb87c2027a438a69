/**
 * npm run bench:ingest [-- --rows 200000] [--url http://host:port]
 *
 * Issue 31's ingest target: one CSV file of 200,000 studies recorded through POST /api/contracts/{id}/studies/file,
 * end to end over HTTP, in under 20 s on PostgreSQL; then the same file again (every row an update). The file is
 * sent with an API key made here for an active contract's hospital of a database seeded with `--scale`.
 * Prints the times and writes them to bench/results/.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { NOT_SEEDED } from "./fixtures";
import { commandLine } from "./options";
import { benchPort, startServer } from "./start-server";

const { value, int } = commandLine(process.argv.slice(2));
const ROWS = int("rows", 200_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a database seeded with `npm run seed -- --scale N`.");

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: found } = await client.query<{ id: string; organisation: string; start: string; terms: ContractTerms }>(
  `select c.id, c.hospital_organisation_id as organisation, c.start_date::text as start, v.terms
   from contracts c join contract_versions v on v.contract_id = c.id and v.status = 'accepted'
   where c.status = 'active' and c.start_date <= current_date - 60 order by c.id limit 1`,
);
const contract = found[0];
if (!contract) throw new Error(NOT_SEEDED);
const key = `rbk_${randomBytes(32).toString("base64url")}`;
await client.query("insert into api_keys (organisation_id, name, prefix, secret_hash) values ($1, 'bench ingest', $2, $3)", [
  contract.organisation,
  key.slice(0, 12),
  createHash("sha256").update(key).digest("hex"),
]);

/** Rows spread over the contract's days so far, on its service lines, one in eight over its commitment. */
function file(): string {
  const start = Date.parse(`${contract!.start}T00:00:00Z`);
  const span = Date.now() - 2 * 86_400_000 - start;
  const run = randomBytes(4).toString("hex");
  const lines = ["reference,modality,priority,images_available_at,final_report_at,peer_review"];
  for (let i = 0; i < ROWS; i++) {
    const line = contract!.terms.lines[i % contract!.terms.lines.length]!;
    const commitment = contract!.terms.tiers.find((t) => t.tier === line.tier)!.commitmentMinutes;
    const images = start + Math.floor(Math.random() * span);
    const minutes = i % 8 === 0 ? commitment + 1 + Math.floor(Math.random() * commitment) : 1 + Math.floor(Math.random() * commitment);
    lines.push(`BENCH-${run}-${i},${line.modality},${line.tier},${new Date(images).toISOString()},${new Date(images + minutes * 60_000).toISOString()},${i % 20 === 0 ? "2a" : ""}`);
  }
  return lines.join("\n");
}

const port = benchPort();
const base = value("url")?.replace(/\/$/, "") ?? `http://127.0.0.1:${port}`;
const server = value("url") ? null : await startServer(port, { APP_URL: base });
try {
  const csv = file();
  const times: { run: string; seconds: number; status: number; answer: string }[] = [];
  for (const run of ["200,000 new studies", "the same file again (updates)"]) {
    const started = performance.now();
    const res = await fetch(`${base}/api/contracts/${contract.id}/studies/file`, { method: "POST", body: csv, headers: { "content-type": "text/csv", authorization: `Bearer ${key}` } });
    const answer = (await res.text()).slice(0, 200);
    times.push({ run, seconds: Math.round((performance.now() - started) / 100) / 10, status: res.status, answer });
  }
  const mb = (Buffer.byteLength(csv) / 1_048_576).toFixed(1);
  const report = [
    `# Ingest bench ${new Date().toISOString()}`,
    "",
    `${ROWS.toLocaleString("en-US")} rows (${mb} MB) to contract ${contract.id} over HTTP with an API key; Node ${process.version}, ${os.cpus().length} CPUs.`,
    "",
    "| file | status | seconds | target |",
    "|---|---:|---:|---:|",
    ...times.map((t) => `| ${t.run} | ${t.status} | ${t.seconds} | < 20 |`),
    "",
    ...times.map((t) => `- ${t.run}: ${t.answer}`),
    "",
  ].join("\n");
  console.log(report);
  const dir = path.resolve(import.meta.dirname, "results");
  const out = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-ingest.md`);
  fs.writeFileSync(out, report);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} finally {
  await client.query("delete from api_keys where secret_hash = $1", [createHash("sha256").update(key).digest("hex")]);
  await client.end();
  server?.kill("SIGTERM");
}
