/**
 * `npm test`: every phase in turn (the first failure stops the run), each timed, and at the end the budget: how long
 * each phase took, where the test runners' time went (by project, by browser spec) and the ten slowest tests.
 * `.ci/run` adds the install it timed (CI_INSTALL_SECONDS). The budget itself is in docs/testing.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { BUDGET_DIR, browserBudget, type Timed, vitestBudget } from "./support/budget";

const PHASES: { name: string; command: string[] }[] = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "type check", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "dead code", command: ["npm", "run", "--silent", "deadcode"] },
  { name: "unit and integration (Vitest)", command: ["npx", "vitest", "run"] },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "browser (Playwright)", command: ["npx", "playwright", "test"] },
];

fs.rmSync(BUDGET_DIR, { recursive: true, force: true });
fs.mkdirSync(BUDGET_DIR, { recursive: true });

const done: Timed[] = [];
const install = Number(process.env.CI_INSTALL_SECONDS);
if (install > 0) done.push({ name: "install (npm, Chromium)", seconds: install });
let failed: string | undefined;
for (const phase of PHASES) {
  const started = performance.now();
  const { status } = spawnSync(phase.command[0]!, phase.command.slice(1), { stdio: "inherit" });
  done.push({ name: phase.name, seconds: (performance.now() - started) / 1000 });
  if (status !== 0) {
    failed = phase.name;
    break;
  }
}

const line = (name: string, seconds: number) => `  ${name.padEnd(58)} ${seconds.toFixed(1).padStart(7)} s`;
const out = ["", "Where the time went", ...done.map((p) => line(p.name, p.seconds)), line("total", done.reduce((sum, p) => sum + p.seconds, 0))];
const tests = [...vitestBudget(), ...browserBudget()];
for (const group of tests.filter((t) => t.groups.length)) {
  out.push("", group.title, ...group.groups.map((g) => line(g.name, g.seconds)));
}
const slowest = tests.flatMap((t) => t.tests).sort((a, b) => b.seconds - a.seconds);
// A long name keeps its file and its end, where the tests of one loop differ ("… for admin on desktop").
const shortened = (name: string) => (name.length > 58 ? `${name.slice(0, 30)}…${name.slice(-27)}` : name);
if (slowest.length) out.push("", "The ten slowest tests", ...slowest.slice(0, 10).map((t) => line(shortened(t.name), t.seconds)));
if (failed) out.push("", `Stopped: ${failed} failed.`);
console.log(out.join("\n"));
process.exit(failed ? 1 : 0);
