/**
 * npm run lighthouse [-- --url http://host:port]
 *
 * Runs Lighthouse (desktop preset) in the system Chromium on the home page, the directory, the board, a
 * provider's profile and a request's page, as a visitor who is not signed in. Without --url it builds the web
 * app and starts a server of its own on a fresh embedded demo database in a temporary DATA_DIR.
 *
 * Prints each page's performance, accessibility, best-practices and SEO scores and the title of every audit
 * that did not pass, writes JSON and Markdown to bench/results/, and exits with 1 when a page misses a
 * target (performance 95, accessibility 100, best practices 100). Not run in CI: scores vary with the machine.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktop from "lighthouse/core/config/desktop-config.js";
import { commandLine } from "./options";
import { benchPort, startServer } from "./start-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Without the networking flags Chromium floods the closed network with refused connections.
const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100, "best-practices": 100 };
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

interface PageResult {
  name: string;
  path: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  failing: string[];
}

/** The five pages, with a real provider and a real request of the server's data. */
async function pagesOf(base: string) {
  const json = async (p: string) => {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
    return (await res.json()) as { data: { id: string; slug: string }[] };
  };
  const provider = (await json("/api/providers/featured")).data[0];
  const request = (await json("/api/requests")).data[0];
  if (!provider || !request) throw new Error("the server has no provider or no open request to audit");
  return [
    { name: "home", path: "/" },
    { name: "directory", path: "/providers" },
    { name: "board", path: "/requests" },
    { name: "provider profile", path: `/providers/${provider.slug}` },
    { name: "request detail", path: `/requests/${request.id}` },
  ];
}

async function audit(base: string, pages: { name: string; path: string }[]): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: PageResult[] = [];
    for (const page of pages) {
      const run = await lighthouse(base + page.path, { port: chrome.port, logLevel: "error", onlyCategories: [...CATEGORIES] }, desktop);
      if (!run) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { categories, audits } = run.lhr;
      const runError = run.lhr.runtimeError?.message;
      if (runError) throw new Error(`${page.path}: ${runError}`);
      const failing = new Set<string>();
      for (const category of Object.values(categories)) {
        for (const ref of category.auditRefs) {
          const a = audits[ref.id];
          // The metrics are in the table; the rest are the audits to fix.
          if (a && ref.weight > 0 && ref.group !== "metrics" && a.score !== null && a.score < 1) failing.add(`${category.title}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
        }
      }
      results.push({
        ...page,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, audits[m]?.displayValue ?? ""])),
        failing: [...failing],
      });
      console.log(`  ${page.name}: done`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function report(results: PageResult[]) {
  const lines = [
    `| page | ${CATEGORIES.join(" | ")} | ${METRICS.map((m) => m.replaceAll("-", " ")).join(" | ")} |`,
    `|---|${CATEGORIES.map(() => "---:").join("|")}|${METRICS.map(() => "---:").join("|")}|`,
    ...results.map((r) => `| ${r.name} | ${CATEGORIES.map((c) => r.scores[c]).join(" | ")} | ${METRICS.map((m) => r.metrics[m]).join(" | ")} |`),
  ];
  const failing = results.flatMap((r) => r.failing.map((f) => `- ${r.name}: ${f}`));
  lines.push("", failing.length ? "Audits that did not pass:" : "Every scored audit passed.", ...failing);
  const missed = results.flatMap((r) =>
    Object.entries(TARGETS)
      .filter(([c, min]) => r.scores[c]! < min!)
      .map(([c, min]) => `${r.name} ${c} ${r.scores[c]} < ${min}`),
  );
  lines.push("", missed.length ? `Targets missed: ${missed.join("; ")}` : "Targets met: performance >= 95, accessibility 100, best practices 100.");
  return { text: lines.join("\n"), missed };
}

async function main() {
  const url = commandLine(process.argv.slice(2)).value("url");
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  let base = url?.replace(/\/$/, "");
  try {
    if (!base) {
      if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "radbridge-lighthouse-"));
      const port = benchPort();
      base = `http://localhost:${port}`;
      console.log(`Starting a server on ${base} with a fresh demo database in ${dataDir}`);
      server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true", RATES_URL: "off", APP_URL: base });
    }
    const pages = await pagesOf(base);
    console.log(`Lighthouse (desktop) on ${base}, ${pages.length} pages`);
    const results = await audit(base, pages);
    const { text, missed } = report(results);
    console.log(`\n${text}`);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const out = path.resolve(import.meta.dirname, "results", `${stamp}-lighthouse`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(`${out}.json`, JSON.stringify({ base, date: new Date().toISOString(), loadAverage: os.loadavg(), results }, null, 2));
    fs.writeFileSync(`${out}.md`, `# Lighthouse (desktop), ${new Date().toISOString()}\n\nLoad average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}.\n\n${text}\n`);
    console.log(`\nWritten: ${path.relative(process.cwd(), out)}.{json,md}`);
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill();
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
