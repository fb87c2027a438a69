import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemoIfNeeded } from "@/server/db/seed/demo";
import { migrate } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/client";
import { createLogger } from "@/server/logger";
import { createDatabase, startTestApp, TEST_DATABASE_URL } from "./harness";
import * as make from "../support/factories";
import { repositoryMigrations } from "../support/migrations";
import { schemaTableNames } from "../support/schema-tables";

describe("several app instances on one database", () => {
  it("honours a session made through one instance in another", async () => {
    const one = await startTestApp();
    const two = await startTestApp({}, { shareDatabaseOf: one });
    try {
      expect(two.services.database.kind).toBe(TEST_DATABASE_URL ? "postgres" : "pglite");
      if (TEST_DATABASE_URL) expect(two.services.database).not.toBe(one.services.database);
      const { cookie, email } = await make.signedInAs(one, "hospital");
      const res = await two.request("GET", "/api/me", { cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).user.email).toBe(email);

      await two.request("POST", "/api/auth/sign-out", { cookie, body: {} });
      expect((await one.request("GET", "/api/me", { cookie })).status).toBe(401);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it("applies exactly the repository's migrations, each once, to an empty database (on PostgreSQL, three instances at once)", async () => {
    const empty = TEST_DATABASE_URL ? await createDatabase(TEST_DATABASE_URL) : undefined;
    const open = () => openDatabase({ url: empty?.url, dataDir: "memory://", logger: createLogger("silent", false) });
    const instances = empty ? [await open(), await open(), await open()] : [await open()];
    try {
      // PostgreSQL: three instances race for a new database. PGlite serves one process, so no race: it migrates at
      // every start, and a second start must apply nothing again.
      if (empty) await Promise.all(instances.map((database) => migrate(database)));
      else for (let start = 0; start < 3; start++) await migrate(instances[0]!);
      const expected = repositoryMigrations();
      const tagOf = new Map(expected.map((m) => [m.hash, m.tag]));
      const applied = await instances[0]!.exec("select hash, created_at from drizzle.__drizzle_migrations order by id");
      const seen = applied.rows.map((r) => `${tagOf.get(String(r.hash)) ?? "not in the repository"} ${r.hash} ${Number(r.created_at)}`);
      expect(seen).toEqual(expected.map((m) => `${m.tag} ${m.hash} ${m.when}`));
      const tables = await instances[0]!.exec("select table_name from information_schema.tables where table_schema = 'public'");
      const present = new Set(tables.rows.map((r) => String(r.table_name)));
      const declared = await schemaTableNames();
      expect(declared.filter((name) => !present.has(name))).toEqual([]);
      // The latest migration's tables by name, so a journal cut short cannot pass with the schema.
      const latest = [...expected.at(-1)!.sql.matchAll(/CREATE TABLE "([^"]+)"/g)].map((m) => m[1]!);
      expect(latest.filter((name) => !present.has(name))).toEqual([]);
      expect(declared).toEqual(expect.arrayContaining(latest));
    } finally {
      for (const database of instances) await database.close();
      await empty?.drop();
    }
  });
});

describe("demo seed", () => {
  it("seeds the accounts and demo data once, and nothing twice", async () => {
    // The demo accounts have fixed addresses, so this runs on its own embedded database even in CI.
    const t = await startTestApp({ DATABASE_URL: "" });
    try {
      expect(t.services.database.kind).toBe("pglite");
      expect(await seedDemoIfNeeded(t.services, true)).toEqual({ demo: true });
      const count = async (table: string) => {
        const r = await t.services.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
        return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
      };
      const first = { users: await count('"user"'), providers: await count("providers"), tenders: await count("tenders"), apps: await count("applications") };
      expect(first.users).toBe(DEMO_ACCOUNTS.length);
      expect(first.providers).toBeGreaterThanOrEqual(40);
      expect(first.tenders).toBeGreaterThanOrEqual(25);
      const countries = await t.services.database.exec("select count(distinct hq_country)::int as n from providers");
      expect(Number(countries.rows[0]!.n)).toBeGreaterThanOrEqual(15);
      const statuses = await t.services.database.exec("select distinct status from applications order by status");
      expect(statuses.rows.map((r) => r.status)).toEqual(["AWARDED", "DECLINED", "SHORTLISTED", "SUBMITTED", "WITHDRAWN"]);

      await seedDemoIfNeeded(t.services, true);
      expect({ users: await count('"user"'), providers: await count("providers"), tenders: await count("tenders"), apps: await count("applications") }).toEqual(first);

      const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email: "telerad@demo.test", password: "radbridge-demo" } });
      expect(res.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("creates no demo accounts when demo mode is off", async () => {
    const t = await startTestApp({ DATABASE_URL: "" });
    try {
      expect(await seedDemoIfNeeded(t.services, false)).toEqual({ demo: false });
      const r = await t.services.database.exec(`select count(*)::int as n from "user"`);
      expect(Number(r.rows[0]!.n)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
