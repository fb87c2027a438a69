/**
 * Tests that need a PostgreSQL server (TEST_DATABASE_URL): on PGlite they are skipped loudly, never left out.
 * `describePostgresOnly` titles the suite so that a skip says why and how to run it, and the default export is a
 * Vitest reporter (registered in vitest.config.ts) that ends the run with one warning counting those skipped.
 */
import { describe } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/** How every PostgreSQL-only suite's title ends: skipped, it also says how to run it. */
const POSTGRES_ONLY = "(PostgreSQL only";
const SKIPPED_NOTE = `${POSTGRES_ONLY}: skipped on PGlite, set TEST_DATABASE_URL)`;

/** A suite that runs only when TEST_DATABASE_URL names a PostgreSQL server; otherwise reported as skipped, with the reason in its title. */
export function describePostgresOnly(title: string, body: () => void) {
  if (process.env.TEST_DATABASE_URL) describe(`${title} ${POSTGRES_ONLY})`, () => body());
  else describe.skip(`${title} ${SKIPPED_NOTE}`, () => body());
}

/** One warning at the end of a run: how many PostgreSQL-only tests were skipped, in which files, and how to run them. */
export default class PostgresOnlyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const skipped = new Map<string, number>();
    for (const module of modules)
      for (const test of module.children.allTests("skipped"))
        if (test.fullName.includes(SKIPPED_NOTE)) skipped.set(module.relativeModuleId, (skipped.get(module.relativeModuleId) ?? 0) + 1);
    if (skipped.size === 0) return;
    const total = [...skipped.values()].reduce((a, b) => a + b, 0);
    const files = [...skipped].map(([file, n]) => `  ${file}: ${n}`).join("\n");
    console.warn(
      `\n⚠ ${total} PostgreSQL-only test${total === 1 ? " was" : "s were"} skipped: TEST_DATABASE_URL is not set, so they did not run.\n${files}\n` +
        "  To run them, point TEST_DATABASE_URL at a PostgreSQL server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run <file>\n",
    );
  }
}
