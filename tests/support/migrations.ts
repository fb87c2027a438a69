import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { createLogger } from "@/server/logger";
import { createDatabase, TEST_DATABASE_URL } from "../integration/harness";

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * The repository's migrations, every entry of drizzle/meta/_journal.json in order, as drizzle's migrator records them
 * in drizzle.__drizzle_migrations: the SHA-256 of the file's text, and the entry's `when` as created_at.
 */
export function repositoryMigrations(): { tag: string; hash: string; when: number; sql: string }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => {
    const sql = fs.readFileSync(path.join(DRIZZLE, `${tag}.sql`), "utf8");
    return { tag, when, sql, hash: createHash("sha256").update(sql).digest("hex") };
  });
}

/**
 * A database of its own for a migration test (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), empty until
 * `migrateBefore(tag)` applies the app's migrations up to (not including) `tag`; `migrate` of the app applies the rest.
 */
export async function migrationTestDatabase(): Promise<{ database: Database; migrateBefore(tag: string): Promise<void>; close(): Promise<void> }> {
  const own = TEST_DATABASE_URL ? await createDatabase(TEST_DATABASE_URL) : undefined;
  const database = await openDatabase({ url: own?.url, dataDir: "memory://", logger: createLogger("silent", false) });
  const folders: string[] = [];
  return {
    database,
    async migrateBefore(tag) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-migrations-"));
      folders.push(dir);
      const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      const kept = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
      fs.mkdirSync(path.join(dir, "meta"));
      fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
      for (const e of kept) fs.copyFileSync(path.join(DRIZZLE, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
      await migrate(database, dir);
    },
    async close() {
      await database.close();
      await own?.drop();
      for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
