import type { Db } from "./client";

const kept = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot read built once per database handle and prepared as `name`: drizzle builds its SQL once, and PostgreSQL
 * parses it once per connection and, after a few runs, reuses its plan. `build` puts `sql.placeholder`s for the values.
 */
export function preparedOnce<P>(db: Db, name: string, build: (db: Db) => { prepare(name: string): P }): P {
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db).prepare(name));
  return statements.get(name) as P;
}
