/**
 * npm run bench:ingest [-- --rows 200000] [--url http://host:port]
 *
 * Issue 31's ingest target on its own (`npm run bench -- --scenarios ingest` measures the same beside the reads):
 * one CSV file of 200,000 studies recorded through POST /api/contracts/{id}/studies/file, end to end over HTTP, in
 * under 20 s on PostgreSQL; then the same file again (every row an update). The file is sent with an API key made
 * here for an active contract's hospital of a database seeded with `--scale`. Prints the times and writes them to
 * bench/results/.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { NOT_SEEDED } from "./fixtures";
import { INGEST_ROWS, ingestCsv, ingestTable, timeIngest } from "./ingest-file";
import { commandLine } from "./options";
import { benchPort, startServer } from "./start-server";

const { value, int } = commandLine(process.argv.slice(2));
const ROWS = int("rows", INGEST_ROWS);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a database seeded with `npm run seed -- --scale N`.");

const client = new pg.Client({ connectionString: url });
await client.connect();
// A contract months old with one agreed version: the file's rows all fall under its terms.
const { rows: found } = await client.query<{ id: string; organisation: string; startDate: string; terms: ContractTerms }>(
  `select c.id, c.hospital_organisation_id as organisation, c.start_date::text as "startDate", v.terms
   from contracts c join contract_versions v on v.contract_id = c.id and v.status = 'accepted'
   where c.status = 'active' and c.start_date <= current_date - 60
     and (select count(*) from contract_versions o where o.contract_id = c.id and o.status = 'accepted') = 1
   order by c.id limit 1`,
);
const contract = found[0];
if (!contract) throw new Error(NOT_SEEDED);
const key = `rbk_${randomBytes(32).toString("base64url")}`;
const keyHash = createHash("sha256").update(key).digest("hex");
await client.query("insert into api_keys (organisation_id, name, prefix, secret_hash) values ($1, 'bench ingest', $2, $3)", [contract.organisation, key.slice(0, 12), keyHash]);

const port = benchPort();
const base = value("url")?.replace(/\/$/, "") ?? `http://127.0.0.1:${port}`;
const server = value("url") ? null : await startServer(port, { APP_URL: base });
try {
  const csv = ingestCsv(contract, ROWS);
  const times = await timeIngest(base, contract.id, csv, { authorization: `Bearer ${key}` }, ROWS);
  const mb = (Buffer.byteLength(csv) / 1_048_576).toFixed(1);
  const report = [
    `# Ingest bench ${new Date().toISOString()}`,
    "",
    `${ROWS.toLocaleString("en-US")} rows (${mb} MB) to contract ${contract.id} over HTTP with an API key; Node ${process.version}, ${os.cpus().length} CPUs.`,
    "",
    ingestTable(times),
    "",
  ].join("\n");
  console.log(report);
  const dir = path.resolve(import.meta.dirname, "results");
  const out = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-ingest.md`);
  fs.writeFileSync(out, report);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} finally {
  await client.query("delete from api_keys where secret_hash = $1", [keyHash]);
  await client.end();
  server?.kill("SIGTERM");
}
