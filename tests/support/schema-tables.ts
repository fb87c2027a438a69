/** The tables the app's Drizzle schema declares: every `pgTable` exported by `src/server/db/*schema*.ts`. */
import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

const DB_DIR = path.resolve(import.meta.dirname, "../../src/server/db");

/** Table names (as in SQL, unquoted), each once, sorted; read from the schema files themselves, so a new file or table is included. */
export async function schemaTableNames(): Promise<string[]> {
  const files = fs.readdirSync(DB_DIR).filter((f) => /schema.*\.ts$/.test(f) && !f.endsWith(".test.ts"));
  const names = new Set<string>();
  for (const file of files) {
    const mod = (await import(path.join(DB_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (is(value, PgTable)) names.add(getTableConfig(value).name);
  }
  return [...names].sort();
}
