import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { QueryConfig } from "pg";
import { type ConnectionLossLogger, CONNECTION_TIMEOUT_MS, createPgPool } from "./pg-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: the two drivers differ only in their result type
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  url?: string;
  /** Runs raw SQL, for migrations and diagnostics. */
  exec(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** `select 1`, failing within the connection timeout when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is "memory://"). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  logger?: ConnectionLossLogger;
}): Promise<Database> {
  if (opts.url) {
    const pool = createPgPool(opts.url, { max: opts.poolSize, logger: opts.logger });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: opts.url,
      exec: async (sql, params) => pool.query(sql, params as unknown[]),
      // The read timeout also covers a connection that is open but no longer answers.
      ping: async () => void (await pool.query({ text: "select 1", query_timeout: CONNECTION_TIMEOUT_MS } as QueryConfig)),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? "memory://";
  if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    exec: async (sql, params) => client.query(sql, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>,
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
