import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "./client";

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../../drizzle");
const LOCK_KEY = 727_210_001;

/** Applies pending migrations (of `folder`, the app's by default); on PostgreSQL under an advisory lock so concurrent starts do not race. */
export async function migrate(database: Database, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  // The lock is held by one session, so lock, migrate and unlock on one dedicated connection.
  const client = new pg.Client({ connectionString: database.url, application_name: "radbridge-migrate" });
  // If the server ends this connection, the query in flight fails; without a listener the event would end the process.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
