import path from "node:path";
import { defineConfig } from "vitest/config";
import { VITEST_REPORT } from "./tests/support/budget";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    // The default output, one warning at the end counting the PostgreSQL-only tests a run without TEST_DATABASE_URL skipped.
    // ... and a JSON report for the time budget `npm test` prints (tests/phases.ts).
    reporters: ["default", "./tests/support/postgres-only.ts", ["json", { outputFile: VITEST_REPORT }]],
    maxWorkers: 2,
    // A worker loads the modules once for all its files instead of once per file (two thirds of the suite's time
    // went to loading them again). Files still share nothing: each starts its own app on its own database handle,
    // makes its own rows, and the modules keep state only per database handle (caches in WeakMaps keyed by it).
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "tests/lint/**/*.test.ts", "tests/deploy/**/*.test.ts"], environment: "node", sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // On PostgreSQL, the demo data seeded once for the files that read it (startDemoApp).
          globalSetup: ["./tests/support/demo-template.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
