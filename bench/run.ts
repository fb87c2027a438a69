/**
 * npm run bench [-- options]
 *
 * Varied traffic, as real visitors send it, against a database seeded with `npm run seed -- --scale N`:
 * every request of a scenario has its own random filters, text, page, record or account. Each scenario is
 * measured right after a trivial JSON endpoint of the same server (GET /api/health, a `select 1`), so the
 * ratio of the two holds on a noisy machine.
 *
 *   --scenarios a,b          only these (a name selects every scenario whose key starts with it:
 *                            `admin`, `board`, `fixed` ...); default: all, see bench/scenarios.ts.
 *                            `ingest` (only when named) also times issue 31's file upload after them: one CSV
 *                            file of --rows generated studies (default 200,000) sent by a signed-in hospital to
 *                            an active contract of its own, then the same file again (every row an update); it
 *                            adds those studies to that contract (bench/ingest-file.ts)
 *   --connections 50         concurrent connections (default 50)
 *   --duration 10            seconds per measurement (default 10)
 *   --web-concurrency N      server processes (WEB_CONCURRENCY) of the server started here
 *   --url http://host:port   an already running server instead (DATABASE_URL must then name its database)
 *   --origin URL             that server's APP_URL, sent as Origin on writes (default: APP_URL)
 *   --label text             a name for the results file (default: the database kind)
 *   --rows 200000            studies in the ingest's file
 *
 * The bench reads sample slugs, request ids and its accounts from the database first, then signs in
 * (20 hospitals, 20 telerads, the admin: password BENCH_PASSWORD). Prints a table (requests/s, p50, p99,
 * the trivial endpoint's, the ratios, errors, the issue's targets) and writes JSON and Markdown to bench/results/.
 */
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { type Sessions, signInAll } from "./accounts";
import { type Fixtures, readFixtures } from "./fixtures";
import { measure, type Scenario } from "./measure";
import { commandLine } from "./options";
import { INGEST_ROWS, type IngestTime, ingestCsv, ingestMet, ingestTable, timeIngest } from "./ingest-file";
import { type Row, table, toRow, writeResults } from "./report";
import { allScenarios } from "./scenarios";
import { benchPort, startServer } from "./start-server";

const TRIVIAL: Scenario = { key: "trivial", name: "trivial", kind: "read", next: () => ({ path: "/api/health" }) };

function parseOptions(argv: string[]) {
  const { value, int } = commandLine(argv);
  const webConcurrency = value("web-concurrency") === undefined ? undefined : int("web-concurrency", 1);
  return {
    url: value("url")?.replace(/\/$/, ""),
    origin: value("origin"),
    scenarios: value("scenarios")?.split(",").map((s) => s.trim()).filter(Boolean),
    connections: int("connections", 50),
    duration: int("duration", 10),
    webConcurrency,
    label: value("label"),
    rows: int("rows", INGEST_ROWS),
  };
}

/** What `--scenarios` names besides the scenarios: the ingest measurement. */
const INGEST = "ingest";

/**
 * Waits until the server has worked off what the last measurement left in flight (up to one request per
 * connection), so that it does not count against the next: until a lone health check answers quickly.
 */
async function settle(base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}${TRIVIAL.next().path}`);
    if (performance.now() - started < 50) return;
  }
}

function select(all: Scenario[], names: string[] | undefined): { scenarios: Scenario[]; ingest: boolean } {
  if (!names) return { scenarios: all, ingest: false };
  const ingest = names.includes(INGEST);
  const rest = names.filter((n) => n !== INGEST);
  const chosen = all.filter((s) => rest.some((n) => s.key.startsWith(n)));
  const unknown = rest.filter((n) => !all.some((s) => s.key.startsWith(n)));
  if (unknown.length || (!chosen.length && !ingest))
    throw new Error(`Unknown scenario "${unknown.join(", ")}"; there are: ${[...all.map((s) => s.key), INGEST].join(", ")}`);
  return { scenarios: chosen, ingest };
}

/** Issue 31's file upload, timed twice (new studies, then updates), by the hospital of the fixtures' contract. */
async function measureIngest(base: string, origin: string, f: Fixtures, sessions: Sessions, rows: number): Promise<IngestTime[]> {
  const c = f.ingest;
  if (!c) throw new Error("No active contract months old of a signed-in bench hospital to send studies to: seed with `--scale` first.");
  const csv = ingestCsv(c, rows);
  console.log(`  ingest: ${rows.toLocaleString("en-US")} studies (${(Buffer.byteLength(csv) / 1_048_576).toFixed(1)} MB) to contract ${c.id}, then the same file again ...`);
  await settle(base);
  const times = await timeIngest(base, c.id, csv, { cookie: sessions.hospital.get(c.hospitalId)!, origin }, rows);
  for (const t of times) console.log(`  ingest, ${t.run}: ${t.seconds} s (${t.status})`);
  return times;
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  if (opts.url && !process.env.DATABASE_URL)
    throw new Error("With --url, set DATABASE_URL to that server's database: the bench reads its accounts and sample ids from it.");
  // Read before a server starts: an embedded database can be open in one process only.
  const fixtures = await readFixtures();
  let server: ChildProcess | undefined;
  let base = opts.url;
  let origin = opts.origin ?? process.env.APP_URL;
  if (!base) {
    const port = benchPort();
    const processes = opts.webConcurrency ? `, ${opts.webConcurrency} processes` : "";
    console.log(`Starting a server on port ${port} (${fixtures.database}${processes}) ...`);
    server = await startServer(port, {
      RATES_URL: "off",
      SEED_DEMO: "0",
      // Only the bench's few sign-ins are limited by it; no measured request is.
      RATE_LIMIT_MAX: "1000",
      ...(opts.webConcurrency ? { WEB_CONCURRENCY: String(opts.webConcurrency) } : {}),
    });
    base = `http://127.0.0.1:${port}`;
    origin ??= `http://localhost:${port}`;
  }
  origin ??= base;
  try {
    const { providers, requests, applications } = fixtures.counts;
    console.log(`${providers} providers, ${requests} requests, ${applications} applications on ${fixtures.database}.`);
    console.log(
      `Signing in ${fixtures.hospitals.length} hospitals (${fixtures.openRequests.length} open requests to apply to), ${fixtures.telerads.length} telerads and the admin ...`,
    );
    const sessions = await signInAll(base, origin, fixtures);
    const { scenarios, ingest: wantIngest } = select(allScenarios(fixtures, sessions), opts.scenarios);
    const then = wantIngest ? `; then the ingest of ${opts.rows.toLocaleString("en-US")} studies` : "";
    console.log(`${scenarios.length} scenarios, ${opts.connections} connections, ${opts.duration} s each, beside ${TRIVIAL.next().path}${then}.\n`);

    // Warm up caches and the JIT once.
    await autocannon({ url: `${base}/api/providers`, connections: 10, duration: 2 });

    const loadBefore = os.loadavg()[0]!;
    const rows: Row[] = [];
    for (const s of scenarios) {
      await settle(base);
      const trivial = await measure(base, origin, TRIVIAL, opts.connections, opts.duration);
      await settle(base);
      const m = await measure(base, origin, s, opts.connections, opts.duration);
      const r = toRow(s, m, trivial, fixtures.database);
      rows.push(r);
      const failures = r.errors + r.non2xx - r.expected;
      console.log(
        `  ${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (trivial ${r.trivialRequestsPerSecond} req/s, p99 ${r.trivialP99} ms)${failures ? `, ${failures} failed` : ""}`,
      );
    }
    // After the reads: its 200,000 new rows must not weigh on them.
    const ingest = wantIngest ? await measureIngest(base, origin, fixtures, sessions, opts.rows) : undefined;
    const loadAverage = `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;
    if (rows.length) console.log(`\n${table(rows, fixtures.database)}`);
    if (ingest) console.log(`\n${ingestTable(ingest)}`);
    console.log(`\n1-minute load average: ${loadAverage} (${os.cpus().length} CPUs).`);

    const file = writeResults(opts.label ?? fixtures.database, {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage,
      database: fixtures.database,
      webConcurrency: opts.webConcurrency,
      ...fixtures.counts,
      connections: opts.connections,
      durationSeconds: opts.duration,
      node: process.version,
    }, rows, ingest);
    console.log(`Results written to ${file}.{json,md}`);
    const failed = rows.filter((r) => r.errors || r.non2xx > r.expected);
    if (failed.length) {
      console.error(`Errors or unexpected non-2xx answers in: ${failed.map((r) => r.name).join(", ")}`);
      process.exitCode = 1;
    }
    if (ingest?.some((t) => t.status !== 200)) {
      console.error("The ingest was refused or failed: see its answers above.");
      process.exitCode = 1;
    } else if (ingest && !ingestMet(ingest)) console.log(`The ingest missed its target on ${fixtures.database}.`);
  } finally {
    server?.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
