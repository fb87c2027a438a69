import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { PLAYWRIGHT_REPORT } from "./tests/support/budget";

// Debian's headless shell when installed (what Playwright itself runs headless; lighter), else Debian's chromium.
const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // An upper bound, not a wait: long journeys on a loaded 2-core machine have taken 47 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retry, in CI too: a test that fails once is a defect to fix, not to hide.
  retries: 0,
  // The JSON report feeds the time budget `npm test` prints (tests/phases.ts).
  reporter: [["list"], ["json", { outputFile: PLAYWRIGHT_REPORT }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failure leaves its screenshot and the page's accessibility snapshot (error-context.md); a trace recorded for
    // every test cost a tenth of the run: record one with `--trace on` when a failure needs it.
    trace: "off",
    screenshot: "only-on-failure",
    // Fewer frames to draw while pages load (the app honours the preference, see styles.css).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx e2e/serve.ts",
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
