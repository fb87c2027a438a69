import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

/**
 * Writes `.br` and `.gz` beside every built text file of at least 1 KB, at the highest quality, for the
 * server to send as they are (serveStatic's `precompressed`): no compression work per request.
 */
function precompress(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  let outDir = "";
  return {
    name: "radbridge-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await fs.readFile(full);
          if (body.byteLength < 1024) return;
          const br = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
          await fs.writeFile(`${full}.br`, br);
          await fs.writeFile(`${full}.gz`, await gzip(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Country flags as files of the build, `/flags/XX.svg` (country-flag-icons, 3:2): every browser shows them (emoji
 * flags need a font Windows and most Linux machines lack), pages load only the flags they show, and they come from
 * the app's own origin (the CSP's 'self'). The dev server serves them from the package.
 */
function flags(): Plugin {
  const dir = path.resolve(import.meta.dirname, "node_modules/country-flag-icons/3x2");
  const FLAG_FILE = /^[A-Z]{2}\.svg$/;
  return {
    name: "radbridge-flags",
    configureServer(server) {
      server.middlewares.use("/flags", async (req, res, next) => {
        const name = path.basename(req.url ?? "");
        if (!FLAG_FILE.test(name)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(await fs.readFile(path.join(dir, name)));
      });
    },
    async generateBundle() {
      for (const name of (await fs.readdir(dir)).filter((f) => FLAG_FILE.test(f))) {
        this.emitFile({ type: "asset", fileName: `flags/${name}`, source: await fs.readFile(path.join(dir, name)) });
      }
    },
  };
}

const COMMON = /[\\/]src[\\/](web[\\/](lib|components)[\\/]|shared[\\/](reference|policy)[\\/]|shared[\\/]contracts[\\/][a-z-]+-constants\.ts)/;
const NOT_COMMON = /(checkbox|radio-group|multi-select|-panel|dropdown-menu|user-menu|field|lazy-resolver|password-error|chart-figure|figures|setting-switch|security-constants|policy[\\/](studies|dashboards|evaluations|messages|security|applications|amendments|credentials))/;
const isCommon = (id: string) => COMMON.test(id) && !NOT_COMMON.test(id);

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss(), flags(), precompress()],
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
        // Few, well-compressed files: the libraries every page needs in one chunk, every icon in one, and the
        // small modules (ui pieces, reference data, helpers) that pages share in one, instead of dozens of tiny
        // chunks. The groups leave out what pulls in a heavy library (Radix menus, forms, zod).
        codeSplitting: {
          groups: [
            { name: "vendor", test: /node_modules/, tags: ["$initial"], priority: 3 },
            { name: "icons", test: /node_modules[\\/]lucide-react/, priority: 2 },
            { name: "common", test: isCommon, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
