import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Proves biome.json refuses each forbidden import: every probe is a file at a real path of the
 * tree, linted with the project's own configuration in a scratch copy, so the tree stays untouched.
 */
const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");

const forbidden: [file: string, source: string, rule: string][] = [
  ["src/shared/probe.ts", "@/server/errors", "noRestrictedImports"],
  ["src/shared/contracts/probe.ts", "../../server/errors", "noRestrictedImports"],
  ["src/shared/probe.ts", "@/web/lib/utils", "noRestrictedImports"],
  ["src/shared/probe.ts", "node:fs", "noNodejsModules"],
  ["src/shared/policy/probe.ts", "crypto", "noNodejsModules"],
  ["src/web/probe.ts", "@/server/errors", "noRestrictedImports"],
  ["src/web/components/probe.ts", "node:path", "noNodejsModules"],
  ["src/web/features/admin/probe.ts", "@/web/features/requests/request-bits", "noRestrictedImports"],
  ["src/web/features/admin/probe.ts", "../requests/request-bits", "noRestrictedImports"],
  ["src/web/router-probe.ts", "./features/admin/routes", "noRestrictedImports"],
  ["src/server/probe.ts", "@/web/lib/utils", "noRestrictedImports"],
  ["src/server/modules/admin/probe.ts", "../../../web/lib/utils", "noRestrictedImports"],
];

const allowed: [file: string, source: string][] = [
  ["src/shared/probe.ts", "zod"],
  ["src/web/features/admin/probe.ts", "@/web/features/requests"],
  ["src/web/features/admin/probe.ts", "./admin-bits"],
  ["src/web/features/admin/probe.ts", "@/shared/policy/roles"],
  ["src/server/probe.ts", "node:fs"],
  ["src/server/probe.ts", "@/shared/contracts/common"],
];

let scratch: string;
const findings = new Map<string, string[]>();
const probeFile = (kind: string, i: number, file: string) => file.replace(/probe\.ts$/, `probe-${kind}-${i}.ts`);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "radbridge-boundaries-"));
  const config = JSON.parse(await readFile(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  await writeFile(path.join(scratch, "biome.json"), JSON.stringify(config));
  const probes = [
    ...forbidden.map(([file, source], i) => [probeFile("bad", i, file), source] as const),
    ...allowed.map(([file, source], i) => [probeFile("ok", i, file), source] as const),
  ];
  for (const [file, source] of probes) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), `import * as probe from "${source}";\nexport const used = probe;\n`);
  }
  const { stdout } = await promisify(execFile)(biome, ["lint", "--reporter=json", "."], { cwd: scratch }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  for (const d of JSON.parse(stdout).diagnostics as { category: string; location: { path: string } }[]) {
    const rules = findings.get(d.location.path) ?? [];
    rules.push(d.category);
    findings.set(d.location.path, rules);
  }
}, 60_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("import boundaries (biome.json)", () => {
  it.each(forbidden.map((row, i) => [i, ...row] as const))("#%i %s may not import %s", (i, file, _source, rule) => {
    expect(findings.get(probeFile("bad", i, file))).toContain(`lint/${rule.startsWith("noNode") ? "correctness" : "style"}/${rule}`);
  });

  it.each(allowed.map((row, i) => [i, ...row] as const))("#%i %s may import %s", (i, file) => {
    expect(findings.get(probeFile("ok", i, file)) ?? []).toEqual([]);
  });
});
