import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "tests/lint/**/*.test.ts", "tests/deploy/**/*.test.ts"], environment: "node", sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
