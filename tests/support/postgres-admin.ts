import pg from "pg";

/**
 * Does to a database what a PostgreSQL restart, failover or maintenance does to the apps on it, over a
 * connection of its own to the server's maintenance database (`url`).
 */
export async function postgresAdmin(url: string, database: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    /** Ends every connection to the database and waits until their backends are gone; returns how many. */
    async terminateBackends(): Promise<number> {
      const res = await client.query(
        "select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      return res.rows.filter((r) => r.ended).length;
    },
    /** Refuses (or accepts again) new connections to the database. */
    async allowConnections(allowed: boolean) {
      await client.query(`alter database "${database}" with allow_connections ${allowed}`);
    },
    close: () => client.end(),
  };
}
