/**
 * npm run soak [-- options]
 *
 * Mixed traffic for a long time against one server, to find what only time shows: memory that grows,
 * connections that leak, errors that come once in ten thousand requests. Anonymous directory searches
 * (varied filters, sorts and pages) and provider profiles; the board and request details as the demo
 * hospital and the demo telerad; and a write cycle: the hospital creates a request, the telerad applies
 * and withdraws, the hospital closes and reopens it.
 *
 *   --minutes 10              how long (default 10)
 *   --connections 8           concurrent clients (default 8)
 *   --url http://host:port    an already running server (otherwise one is started on the configured
 *                             database, as `npm run bench` does); then --pid gives its process for RSS
 *   --origin URL              the server's APP_URL, sent as Origin on writes (default: APP_URL, or the
 *                             address of the server started here)
 *
 * The database needs the demo accounts and synthetic data: `npm run seed` then `npm run seed -- --scale 10000`.
 * Prints answers per kind and status, 5xx answers, errors, requests/s and the server's RSS (start, peak,
 * end), and writes them to bench/results/.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo";
import { ALL_MODALITIES, WIZARD_MODALITIES } from "../src/shared/reference/modalities";
import { commandLine } from "./options";
import { benchPort, startServer } from "./start-server";

const { value, int } = commandLine(process.argv.slice(2));
const minutes = int("minutes", 10);
const connections = int("connections", 8);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;

/** Answers per kind of request and status ("error" when no answer came). */
const tally = new Map<string, Map<string, number>>();
let total = 0;

function count(kind: string, status: string) {
  total++;
  const byStatus = tally.get(kind) ?? new Map<string, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(kind, byStatus);
}

interface Client {
  cookie?: string;
}

async function call(base: string, origin: string, kind: string, who: Client, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (method !== "GET") headers.origin = origin;
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    count(kind, String(res.status));
    return { status: res.status, body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null };
  } catch (error) {
    count(kind, "error");
    return { status: 0, body: null, error };
  }
}

async function signIn(base: string, origin: string, email: string): Promise<Client> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.includes("session_token="));
  if (!res.ok || !cookie) throw new Error(`signing in as ${email} failed (${res.status}): run \`npm run seed\` on this database first`);
  return { cookie };
}

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function directorySearch(): string {
  const q = new URLSearchParams();
  if (chance(0.3)) q.set("query", pick(["radiology", "night", "neuro", "summit", String(1 + Math.floor(Math.random() * 9999))]));
  if (chance(0.3)) q.set("modalities", [pick(ALL_MODALITIES), pick(ALL_MODALITIES)].join(","));
  if (chance(0.2)) q.set("languages", pick(["de", "fr", "es", "en", "it"]));
  if (chance(0.2)) q.set("countries", pick(["DE", "US", "GB", "IN", "FR"]));
  if (chance(0.1)) q.set("verified", "true");
  if (chance(0.4)) q.set("sort", pick(["pinned", "name", "rating", "reviews"]));
  q.set("page", String(1 + Math.floor(Math.random() * (chance(0.8) ? 3 : 50))));
  return `/api/providers?${q}`;
}

function newRequest() {
  return {
    title: `Soak request ${Math.random().toString(36).slice(2, 10)}`,
    facility: "Soak General Hospital",
    country: pick(["United Kingdom", "Germany", "India", "United States"]),
    description: "Overnight CT and MRI reporting for the soak test",
    modalities: [pick(WIZARD_MODALITIES)],
    volumesPerMonth: 1000,
    tatRequirement: "4-12h",
  };
}

async function main() {
  let server: ChildProcess | undefined;
  let base = value("url")?.replace(/\/$/, "");
  let origin = value("origin") ?? process.env.APP_URL;
  if (!base) {
    const port = benchPort();
    console.log(`Starting a server on port ${port} (${process.env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`}) ...`);
    server = await startServer(port, { DATA_DIR: process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "rb-soak-")) });
    base = `http://127.0.0.1:${port}`;
    origin ??= `http://localhost:${port}`;
  }
  origin ??= base;
  const pid = server?.pid ?? (value("pid") ? Number(value("pid")) : undefined);
  try {
    const anonymous: Client = {};
    const hospital = await signIn(base, origin, "hospital@demo.test");
    const telerad = await signIn(base, origin, "telerad@demo.test");
    const slugs = ((await call(base, origin, "setup", anonymous, "GET", "/api/providers?pageSize=100")).body?.data ?? []).map(
      (p: { slug: string }) => p.slug,
    );
    const requestIds: string[] = ((await call(base, origin, "setup", hospital, "GET", "/api/requests?pageSize=100")).body?.data ?? []).map(
      (r: { id: string }) => r.id,
    );
    if (!slugs.length || !requestIds.length) throw new Error("no providers or requests: run `npm run seed -- --scale 10000` first");
    const health = (await call(base, origin, "setup", anonymous, "GET", "/api/health")).body;

    const rss = { start: rssMb(pid), peak: rssMb(pid) ?? 0, end: undefined as number | undefined };
    const started = Date.now();
    const until = started + minutes * 60_000;
    const sampler = setInterval(() => {
      const now = rssMb(pid);
      if (now) rss.peak = Math.max(rss.peak, now);
    }, 1000);
    const reporter = setInterval(() => {
      const fivexx = [...tally.values()].reduce((n, m) => n + [...m].filter(([s]) => s.startsWith("5")).reduce((a, [, c]) => a + c, 0), 0);
      console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${total} answers, ${fivexx} 5xx, RSS ${rssMb(pid) ?? "?"} MB`);
    }, 30_000);

    /** One client: reads, and now and then the next step of its own write cycle. */
    async function worker() {
      let cycle: { requestId?: string; applicationId?: string; step: number } = { step: 0 };
      while (Date.now() < until) {
        const r = Math.random();
        if (r < 0.3) await call(base!, origin!, "directory search", anonymous, "GET", directorySearch());
        else if (r < 0.45) await call(base!, origin!, "provider profile", anonymous, "GET", `/api/providers/${pick(slugs)}`);
        else if (r < 0.6) {
          const who = pick([["hospital", hospital], ["telerad", telerad], ["anonymous", anonymous]] as const);
          await call(base!, origin!, `board (${who[0]})`, who[1], "GET", `/api/requests?page=${1 + Math.floor(Math.random() * 5)}&sort=${pick(["deadlineAsc", "newest", "responses"])}`);
        } else if (r < 0.75) {
          const who = pick([["hospital", hospital], ["telerad", telerad]] as const);
          await call(base!, origin!, `request detail (${who[0]})`, who[1], "GET", `/api/requests/${pick(requestIds)}`);
        } else if (r < 0.8) await call(base!, origin!, "my applications (telerad)", telerad, "GET", "/api/me/applications");
        else {
          const ok = await writeStep(cycle);
          cycle = ok && cycle.step < 5 ? cycle : { step: 0 };
        }
      }
    }

    async function writeStep(cycle: { requestId?: string; applicationId?: string; step: number }): Promise<boolean> {
      const id = cycle.requestId;
      let res: { status: number; body: { id?: string } | null };
      switch (cycle.step) {
        case 0:
          res = await call(base!, origin!, "create request", hospital, "POST", "/api/requests", newRequest());
          cycle.requestId = res.body?.id;
          if (cycle.requestId) requestIds.push(cycle.requestId);
          break;
        case 1:
          res = await call(base!, origin!, "apply", telerad, "POST", `/api/requests/${id}/applications`, { pricePerCt: 19.5, currency: "EUR" });
          cycle.applicationId = res.body?.id;
          break;
        case 2:
          res = await call(base!, origin!, "withdraw", telerad, "PATCH", `/api/applications/${cycle.applicationId}`, { status: "WITHDRAWN" });
          break;
        case 3:
          res = await call(base!, origin!, "close request", hospital, "POST", `/api/requests/${id}/close`);
          break;
        default:
          res = await call(base!, origin!, "reopen request", hospital, "POST", `/api/requests/${id}/reopen`, {});
      }
      cycle.step++;
      return res.status >= 200 && res.status < 300;
    }

    console.log(`Soak: ${minutes} min, ${connections} clients, against ${base} (${health?.database ?? "?"}), server RSS ${rss.start ?? "?"} MB.`);
    await Promise.all(Array.from({ length: connections }, worker));
    clearInterval(sampler);
    clearInterval(reporter);
    rss.end = rssMb(pid);
    if (rss.end) rss.peak = Math.max(rss.peak, rss.end);

    const seconds = (Date.now() - started) / 1000;
    const statuses = [...tally].flatMap(([, m]) => [...m]);
    const fivexx = statuses.filter(([s]) => s.startsWith("5")).reduce((n, [, c]) => n + c, 0);
    const errors = statuses.filter(([s]) => s === "error").reduce((n, [, c]) => n + c, 0);
    const rows = [...tally]
      .filter(([kind]) => kind !== "setup")
      .map(([kind, m]) => `| ${kind} | ${[...m].reduce((n, [, c]) => n + c, 0)} | ${[...m].sort().map(([s, c]) => `${s}: ${c}`).join(", ")} |`);
    const summary = [
      `${minutes} min, ${connections} clients, ${health?.database ?? "?"}; Node ${process.version}, ${os.cpus().length} CPUs, 1-minute load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
      "",
      `- answers: ${total} (${Math.round(total / seconds)} req/s)`,
      `- 5xx answers: ${fivexx}`,
      `- errors (no answer): ${errors}`,
      `- server RSS: ${rss.start ?? "?"} MB at the start, ${rss.peak || "?"} MB at the peak, ${rss.end ?? "?"} MB at the end`,
      "",
      "| kind | answers | statuses |",
      "|---|---:|---|",
      ...rows,
    ].join("\n");
    console.log(`\n${summary}\n`);
    const dir = path.resolve(import.meta.dirname, "results");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-soak-${health?.database ?? "server"}.md`);
    fs.writeFileSync(file, `# Soak ${new Date().toISOString()}\n\n${summary}\n`);
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
    if (fivexx || errors) process.exitCode = 1;
  } finally {
    server?.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
