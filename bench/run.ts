/**
 * npm run bench [-- options]
 *
 * Measures the provider directory with autocannon, each query beside a trivial JSON endpoint of the same
 * server (GET /api/health, a `select 1`) measured in the same run, so the ratio holds on a noisy machine.
 *
 *   --url http://host:port   an already running server (otherwise one is started on the configured database:
 *                            DATABASE_URL when set, else the embedded database in DATA_DIR; seed it first with
 *                            `npm run seed -- --scale 100000`)
 *   --connections 50         concurrent connections (default 50)
 *   --duration 10            seconds per measurement (default 10)
 *   --label text             a name for the results file (default: the database kind)
 *
 * Prints a table (requests/s, p50, p99, ratio of requests/s to the trivial endpoint's) and writes JSON and
 * Markdown to bench/results/.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { commandLine } from "./options";
import { benchPort, startServer } from "./start-server";

interface Options {
  url?: string;
  connections: number;
  duration: number;
  label?: string;
}

function parseOptions(argv: string[]): Options {
  const { value, int } = commandLine(argv);
  return { url: value("url"), connections: int("connections", 50), duration: int("duration", 10), label: value("label") };
}

interface Scenario {
  name: string;
  /** A fixed path, or a function giving each request its own path. */
  path: string | (() => string);
}

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  trivialRequestsPerSecond: number;
  trivialP99: number;
  ratio: number;
}

const TRIVIAL = "/api/health";

async function measure(base: string, s: Scenario, opts: Options) {
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      typeof s.path === "string"
        ? { method: "GET", path: s.path }
        : { method: "GET", setupRequest: (req) => ({ ...req, path: (s.path as () => string)() }) },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  let server: ChildProcess | undefined;
  let base = opts.url?.replace(/\/$/, "");
  if (!base) {
    const port = benchPort();
    console.log(`Starting a server on port ${port} (${process.env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`}) ...`);
    server = await startServer(port);
    base = `http://127.0.0.1:${port}`;
  }
  try {
    const health = (await (await fetch(`${base}${TRIVIAL}`)).json()) as { database?: string };
    const first = (await (await fetch(`${base}/api/providers?sort=name&pageSize=1`)).json()) as {
      total: number;
      data: { slug: string }[];
    };
    if (!first.data.length) throw new Error("the database has no providers: run `npm run seed -- --scale 100000` first");
    const slug = first.data[0]!.slug;
    console.log(`${first.total} providers on ${health.database ?? "?"}; ${opts.connections} connections, ${opts.duration} s each.\n`);

    const scenarios: Scenario[] = [
      { name: "directory, no filter", path: "/api/providers" },
      { name: "directory, query text", path: "/api/providers?query=summit" },
      { name: "directory, two list filters", path: "/api/providers?modalities=PET,SPECT&languages=de,fr" },
      // A different number each time: a name search whose total is never cached.
      { name: "directory, varied query text", path: () => `/api/providers?query=${1 + Math.floor(Math.random() * 99_999)}` },
      { name: "verified helper", path: "/api/providers/verified" },
      { name: "provider by slug", path: `/api/providers/${slug}` },
    ];

    // Warm up caches and the JIT once.
    await autocannon({ url: `${base}/api/providers`, connections: 10, duration: 2 });

    const loadBefore = os.loadavg()[0]!;
    const rows: Measurement[] = [];
    for (const s of scenarios) {
      const trivial = await measure(base, { name: "trivial", path: TRIVIAL }, opts);
      const m = await measure(base, s, opts);
      rows.push({
        name: s.name,
        path: typeof s.path === "string" ? s.path : s.path().replace(/\d+$/, "<n>"),
        ...m,
        trivialRequestsPerSecond: trivial.requestsPerSecond,
        trivialP99: trivial.p99,
        ratio: Math.round((m.requestsPerSecond / Math.max(1, trivial.requestsPerSecond)) * 100) / 100,
      });
      const r = rows.at(-1)!;
      console.log(`  ${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (trivial ${r.trivialRequestsPerSecond} req/s)`);
    }

    const table = [
      "| endpoint | req/s | p50 ms | p99 ms | trivial req/s | trivial p99 ms | ratio | errors / non-2xx |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.trivialRequestsPerSecond} | ${r.trivialP99} | ${r.ratio} | ${r.errors} / ${r.non2xx} |`,
      ),
    ].join("\n");
    console.log(`\n${table}\n\n1-minute load average: ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after (${os.cpus().length} CPUs).`);

    const label = opts.label ?? health.database ?? "server";
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const dir = path.resolve(import.meta.dirname, "results");
    fs.mkdirSync(dir, { recursive: true });
    const meta = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`,
      database: health.database,
      providers: first.total,
      connections: opts.connections,
      durationSeconds: opts.duration,
      node: process.version,
    };
    fs.writeFileSync(path.join(dir, `${stamp}-${label}.json`), `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
    fs.writeFileSync(
      path.join(dir, `${stamp}-${label}.md`),
      `# Bench ${meta.date}\n\n${meta.providers} providers, ${meta.database}, ${meta.connections} connections, ${meta.durationSeconds} s per measurement, Node ${meta.node}, ${meta.cpus} CPUs, 1-minute load average ${meta.loadAverage}.\n\n${table}\n`,
    );
    console.log(`Results written to bench/results/${stamp}-${label}.{json,md}`);
    const failed = rows.filter((r) => r.errors || r.non2xx);
    if (failed.length) {
      console.error(`Errors or non-2xx answers in: ${failed.map((r) => r.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    server?.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
