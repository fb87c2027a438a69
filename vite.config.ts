import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = path.resolve(import.meta.dirname, "src");

/**
 * Schema builders that only construct values: calls to them are dropped when the schema is unused, so a page
 * that reads a message or a constant of a contract does not pull in zod. `z` covers every `z.object(...)...` chain;
 * the others are the contracts' own helpers (src/shared/contracts). e2e/page-weight.spec.ts notices one missing.
 */
const SCHEMA_BUILDERS = [
  "z",
  "pageSchema",
  "pagingQuery",
  "requiredText",
  "optionalNonEmpty",
  "isoDate",
  "httpUrl",
  "optionalText",
  "wholeNumber",
  "countryCode",
  "tagList",
  "flagParam",
  "ratingParam",
  "countParam",
];

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": src } },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: SCHEMA_BUILDERS,
        // Our modules run nothing when imported (only CSS does), so a feature's index.ts re-exporting
        // a form does not put that form into the first page's bundle.
        moduleSideEffects: (id: string) => (id.startsWith(src) && !id.endsWith(".css") ? false : undefined),
      },
      // Rolldown would otherwise move code shared by lazy pages into the entry chunk that every page loads.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        manualChunks(id: string) {
          if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
          if (id.includes("node_modules/@tanstack")) return "tanstack";
          return undefined;
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
