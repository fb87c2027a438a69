import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where Vitest and Playwright write their JSON reports (their configs name these) for the budget `npm test` prints. */
export const BUDGET_DIR = path.join(ROOT, ".tmp/budget");
export const VITEST_REPORT = path.join(BUDGET_DIR, "vitest.json");
export const PLAYWRIGHT_REPORT = path.join(BUDGET_DIR, "playwright.json");

export interface Timed {
  name: string;
  seconds: number;
}
interface Budget {
  title: string;
  groups: Timed[];
  tests: Timed[];
}

const read = <T>(file: string): T | undefined => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined);
const byTime = (a: Timed, b: Timed) => b.seconds - a.seconds;

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

/** Vitest's files summed per kind (unit beside the code, integration under tests/integration), and its tests. */
export function vitestBudget(): Budget[] {
  const report = read<VitestReport>(VITEST_REPORT);
  if (!report) return [];
  const kinds = new Map<string, number>();
  const tests: Timed[] = [];
  for (const file of report.testResults) {
    const relative = path.relative(ROOT, file.name);
    const kind = relative.startsWith("tests/integration") ? `integration (${process.env.TEST_DATABASE_URL ? "PostgreSQL; the embedded engine's tests on PGlite" : "PGlite"})` : "unit";
    kinds.set(kind, (kinds.get(kind) ?? 0) + (file.endTime - file.startTime) / 1000);
    for (const t of file.assertionResults) tests.push({ name: `${path.basename(relative)} › ${t.fullName}`, seconds: (t.duration ?? 0) / 1000 });
  }
  return [{ title: "Vitest (time in tests, not in set-up hooks; two workers share the phase)", groups: [...kinds].map(([name, seconds]) => ({ name, seconds })).sort(byTime), tests }];
}

interface PlaywrightSuite {
  file: string;
  specs?: { title: string; tests: { results: { duration: number; startTime: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { startTime: string };
  suites: PlaywrightSuite[];
}

/** Playwright's time until its server answered, then each spec file's tests summed, and its tests. */
export function browserBudget(): Budget[] {
  const report = read<PlaywrightReport>(PLAYWRIGHT_REPORT);
  if (!report) return [];
  const results: { file: string; title: string; seconds: number; start: number }[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) for (const r of t.results) results.push({ file, title: spec.title, seconds: r.duration / 1000, start: Date.parse(r.startTime) });
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  if (!results.length) return [];
  const files = new Map<string, number>();
  for (const r of results) files.set(r.file, (files.get(r.file) ?? 0) + r.seconds);
  const firstTest = Math.min(...results.map((r) => r.start));
  const groups = [{ name: "server start (before the first test)", seconds: (firstTest - Date.parse(report.stats.startTime)) / 1000 }, ...[...files].map(([name, seconds]) => ({ name, seconds })).sort(byTime)];
  return [{ title: "Playwright (time in tests; two workers share the phase)", groups, tests: results.map((r) => ({ name: `${r.file} › ${r.title}`, seconds: r.seconds })) }];
}
