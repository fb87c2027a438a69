import { randomUUID } from "node:crypto";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../client";

/**
 * Inserts many rows in one statement with a single parameter: the rows as JSON, unpacked by
 * json_to_recordset into the table's own column types. No limit on parameters, one round trip.
 * With `skipTaken`, rows that hit a unique constraint are skipped (checking costs: only where one can).
 * Returns the ids inserted.
 */
export async function insertMany<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][], opts: { skipTaken?: boolean } = {}): Promise<string[]> {
  if (!rows.length) return [];
  // The recordset's columns take the rows' own property names, so the rows go to JSON as they are.
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = columns.map(([, c]) => `"${c.name}"`).join(", ");
  const keys = columns.map(([key]) => `"${key}"`).join(", ");
  const types = columns.map(([key, c]) => `"${key}" ${c.getSQLType()}`).join(", ");
  const conflict = opts.skipTaken ? "on conflict do nothing" : "";
  const result = await tx.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.raw(names)}) select ${sql.raw(keys)} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(types)}) ${sql.raw(conflict)} returning id`,
  );
  return (result.rows as { id: string }[]).map((r) => r.id);
}

/**
 * Loads as pg_restore does: drops the foreign keys and the indexes no constraint needs from `tables`
 * (checking and updating them row by row costs far more than building and validating them once) and
 * returns what adds them back. Inside the caller's transaction, so a failed seed leaves them all in place.
 */
export async function deferIndexesAndForeignKeys(tx: Tx, tables: string[]): Promise<() => Promise<void>> {
  const keys = (
    await tx.execute(sql`
      select conrelid::regclass::text as "table", quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and conrelid::regclass::text in ${tables}`)
  ).rows as { table: string; name: string; definition: string }[];
  const indexes = (
    await tx.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid::regclass::text in ${tables}
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows as { name: string; definition: string }[];
  for (const k of keys) await tx.execute(sql.raw(`alter table ${k.table} drop constraint ${k.name}`));
  for (const i of indexes) await tx.execute(sql.raw(`drop index ${i.name}`));
  return async () => {
    for (const i of indexes) await tx.execute(sql.raw(i.definition));
    for (const k of keys) await tx.execute(sql.raw(`alter table ${k.table} add constraint ${k.name} ${k.definition}`));
  };
}

/**
 * A source of ascending UUIDs (version 7: milliseconds, then a counter, then random bits). Rows loaded in
 * id order append to the primary key's index instead of touching pages all over it.
 */
export function ascendingIds(): () => string {
  const start = Date.now();
  let n = 0;
  return () => {
    const ms = (start + Math.floor(n / 4096)).toString(16).padStart(12, "0");
    const counter = (n++ % 4096).toString(16).padStart(3, "0");
    return `${ms.slice(0, 8)}-${ms.slice(8)}-7${counter}-${randomUUID().slice(19)}`;
  };
}
