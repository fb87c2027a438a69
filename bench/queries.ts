/**
 * node --import tsx bench/queries.ts [--runs 30]
 *
 * Times the SQL behind each directory request, one query at a time, on the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR): the statement that reads the page (and, for few
 * expected matches, their count) as the API runs it, EXPLAIN ANALYZEd for its plan and execution time. No HTTP
 * and no concurrency: the cost of the database work alone, which stays readable on a busy machine where autocannon's figures do not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { TRUSTED_ESTIMATE } from "../src/server/db/search-page";
import { bySlugOrIdQuery, featuredQuery, matchesOnceQuery, pageQuery, plannedProviders } from "../src/server/modules/providers/repo";
import { searchFilter } from "../src/server/modules/providers/service";
import { ProviderSearchQuery } from "../src/shared/contracts/providers";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
const { db } = database;

interface Statement {
  sql: string;
  params: unknown[];
}

async function explain(s: Statement) {
  const times: number[] = [];
  let planText = "";
  for (let i = 0; i < runs; i++) {
    const result = await database.exec(`explain (analyze, format json) ${s.sql}`, s.params);
    const raw = Object.values(result.rows[0]!)[0];
    const json = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode; "Execution Time": number }[];
    times.push(json[0]!["Execution Time"]);
    if (!planText) planText = scans(json[0]!.Plan);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, plan: planText };
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan, e.g. "Index Scan providers_pinned_rating_idx". */
function scans(node: PlanNode): string {
  const found: string[] = [];
  const walk = (n: PlanNode) => {
    if (n["Node Type"].includes("Scan")) found.push(`${n["Node Type"]}${n["Index Name"] ? ` ${n["Index Name"]}` : ""}`);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(node);
  return [...new Set(found)].join(" + ");
}

const first = await db.query.providers.findFirst({ columns: { slug: true }, orderBy: (p, { asc }) => [asc(p.name)] });
const searches: [string, string][] = [
  ["directory, no filter", ""],
  ["directory, query text", "query=summit"],
  ["directory, two list filters", "modalities=PET,SPECT&languages=de,fr"],
  ["directory, interoperability capabilities", "capabilities=dicomweb,fhir-diagnosticreport"],
  ["directory, rare query text (a small city)", "query=Tromso"],
  ["directory, query by country name", "query=Germany"],
  ["directory, verified only", "verified=true"],
  ["directory, unverified only (All Providers)", "excludeVerified=true&pageSize=20"],
  ["directory, sort A-Z, page 50", "sort=name&page=50"],
];

const rows: string[] = [];
for (const [name, qs] of searches) {
  const q = ProviderSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  const filter = searchFilter(q);
  // What searchPage (src/server/db/search-page.ts) runs: the page in order when many rows are expected, else the matches once.
  const planned = await plannedProviders(db, filter);
  const offset = (q.page - 1) * q.pageSize;
  const inOrder = planned >= TRUSTED_ESTIMATE;
  const page = await explain((inOrder ? pageQuery(db, filter, q.sort, q.pageSize, offset, "index") : matchesOnceQuery(db, filter, q.sort, q.pageSize, offset)).toSQL());
  rows.push(`| ${name} | \`${qs || "(none)"}\` | ${Math.round(planned)} | ${inOrder ? "in order" : "matches once"} | ${page.median.toFixed(2)} / ${page.p95.toFixed(2)} | ${page.plan} |`);
}
const featured = await explain(featuredQuery(db, 6).toSQL());
rows.push(`| featured (home page) | | | | ${featured.median.toFixed(2)} / ${featured.p95.toFixed(2)} | ${featured.plan} |`);
if (first) {
  const bySlug = await explain(bySlugOrIdQuery(db, first.slug).toSQL());
  rows.push(`| provider by slug | \`${first.slug}\` | | | ${bySlug.median.toFixed(2)} / ${bySlug.p95.toFixed(2)} | ${bySlug.plan} |`);
}

const [{ total = 0 } = {}] = (await database.exec("select count(*)::int as total from providers")).rows as { total?: number }[];
const table = [
  "| query | parameters | planned matches | read | page ms (median / p95) | page plan |",
  "|---|---|---:|---|---:|---|",
  ...rows,
].join("\n");
const header = `${total} providers on ${database.kind}, ${runs} runs each, execution time from EXPLAIN ANALYZE; ${os.cpus().length} CPUs, 1-minute load average ${os.loadavg()[0]!.toFixed(1)}.`;
console.log(`${header}\n\n${table}\n`);
const dir = path.resolve(import.meta.dirname, "results");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-queries-${database.kind}.md`);
fs.writeFileSync(file, `# Directory SQL ${new Date().toISOString()}\n\n${header}\n\n${table}\n`);
console.log(`Written to ${path.relative(process.cwd(), file)}`);
await database.close();
