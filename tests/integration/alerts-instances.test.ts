import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLease } from "@/server/jobs/leases-repo";
import { mailOutbox } from "@/server/db/schema";
import { freePort } from "../support/free-port";
import * as make from "../support/factories";
import { describePostgresOnly } from "../support/postgres-only";
import { spawnServer, until } from "../support/server-process";
import { createDatabase, type TestApp, startTestApp, TEST_DATABASE_URL } from "./harness";

/**
 * Issue 17 §5: the alert jobs hold on several processes. Two app instances on one database send one
 * alert, not two; and a process killed in the middle of a run (a real process, SIGKILL) loses nothing
 * and sends nothing twice: its lease runs out and the next holder sends everything once.
 */

async function savedSearch(t: TestApp, word: string) {
  const user = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
  const res = await t.request("POST", "/api/saved-searches", { cookie: user.cookie, body: { name: `Alert ${word}`, scope: "requests", query: { q: word } } });
  expect(res.status).toBe(201);
  return user;
}

const alertsTo = (t: TestApp, emails: string[]) => t.services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

describe("two app instances on one database", () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp({}, { ownDatabase: true });
    const url = one.services.config.databaseUrl;
    two = await startTestApp(url ? { DATABASE_URL: url } : {}, { shareDatabaseOf: one });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it("send each alert once when both run the job at the same moment", async () => {
    const word = make.unique("twin").toLowerCase();
    const users = [await savedSearch(one, word), await savedSearch(one, word)];
    await make.requestsInBulk(one, 3, (i) => ({ title: `CT ${word} ${i}` }));
    const now = new Date();
    const runs = await Promise.all([
      one.services.jobs.runOnce("alerts-instant", { now, force: true }),
      two.services.jobs.runOnce("alerts-instant", { now, force: true }),
      one.services.jobs.runOnce("alerts-instant", { now, force: true }),
      two.services.jobs.runOnce("alerts-instant", { now, force: true }),
    ]);
    expect(runs.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    // Whoever ran, and however often: one mail per search, each with the three requests.
    await two.services.jobs.runOnce("alerts-instant", { now: new Date(), force: true });
    const mails = await alertsTo(one, users.map((u) => u.email));
    expect(mails.map((m) => m.to).sort()).toEqual(users.map((u) => u.email).sort());
    for (const mail of mails) expect(mail.subject).toBe(`3 new requests for "Alert ${word}"`);
  });

  it("a due job runs in one instance only: the other finds the lease taken", async () => {
    const name = "alerts-daily";
    const now = new Date(Date.now() + 3600_000);
    const [a, b] = await Promise.all([one.services.jobs.runOnce(name, { now }), two.services.jobs.runOnce(name, { now })]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    // Not due again until a minute has passed.
    expect((await two.services.jobs.runOnce(name, { now: new Date(now.getTime() + 30_000) })).ran).toBe(false);
    expect((await two.services.jobs.runOnce(name, { now: new Date(now.getTime() + 61_000) })).ran).toBe(true);
  });
});

describePostgresOnly("a process killed in the middle of an alert run", () => {
  let own: Awaited<ReturnType<typeof createDatabase>>;
  let t: TestApp;
  let admin: pg.Client;
  let server: ReturnType<typeof spawnServer> | undefined;

  beforeAll(async () => {
    own = await createDatabase(TEST_DATABASE_URL!);
    t = await startTestApp({ DATABASE_URL: own.url });
    admin = new pg.Client({ connectionString: own.url });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    if (server?.running()) server.child.kill("SIGKILL");
    await server?.exited;
    await admin?.query("rollback").catch(() => undefined);
    await admin?.end();
    await t?.close();
    await own?.drop();
  });

  it("loses nothing and sends nothing twice: the lease runs out and the next holder sends each alert once", { timeout: 120_000 }, async () => {
    const word = make.unique("killed").toLowerCase();
    const users = [await savedSearch(t, word), await savedSearch(t, word)];
    await make.requestsInBulk(t, 2, (i) => ({ title: `MRI ${word} ${i}` }));

    // The outbox is locked, so the killed process's run stops at its first alert's mail, mid-transaction.
    await admin.query("begin");
    await admin.query("lock table mail_outbox in exclusive mode");
    const spawnOnFreePort = async () => {
      const port = await freePort();
      return spawnServer({
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: path.join(os.tmpdir(), `rb-killed-${randomUUID()}`),
        DATABASE_URL: own.url,
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
        SEED_DEMO: "false",
        RATES_URL: "off",
      });
    };
    server = await spawnOnFreePort();
    const waiting = async () => {
      const { rows } = await admin.query(
        // An insert's lock (the mail loop's select for update waits for a RowShareLock); pg_stat_activity's text may still show the statement before it.
        "select 1 from pg_locks l join pg_class c on c.oid = l.relation where l.database = (select oid from pg_database where datname = current_database()) and c.relname = 'mail_outbox' and not l.granted and l.mode = 'RowExclusiveLock'",
      );
      return rows.length > 0 ? true : undefined;
    };
    try {
      let respawns = 0;
      const alive = async () => {
        if (server!.running()) return waiting();
        // Another test's process may have taken the free port in the meantime: once more on another.
        if (respawns++ < 3 && /EADDRINUSE/.test(server!.output())) server = await spawnOnFreePort();
        else throw new Error("the server exited");
      };
      await until(alive, "the server's alert run to wait on the outbox", 60_000);
    } catch (error) {
      const { rows } = await admin.query("select pid, application_name, state, wait_event_type, left(query, 120) as query from pg_stat_activity where datname = current_database()");
      throw new Error(`${(error as Error).message}\nserver running: ${server.running()}\n${server.output()}\n${JSON.stringify(rows, null, 1)}`);
    }
    expect(server.running()).toBe(true);
    const lease = await findLease(t.services.database.db, "alerts-instant");
    expect(lease?.holder).toMatch(/:\d+:/);
    server.child.kill("SIGKILL");
    await server.exited;
    await admin.query("commit");
    // PostgreSQL ends the dead client's backend, and rolls its transaction back, when it next reads from it.
    const openTransactions = async () =>
      (await admin.query("select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (state like 'idle in transaction%' or wait_event_type = 'Lock')")).rows.length;
    await until(async () => ((await openTransactions()) === 0 ? true : undefined), "the killed process's transaction to end", 30_000);

    // Nothing of the killed run was kept; its lease still stands until it runs out.
    expect(await alertsTo(t, users.map((u) => u.email))).toEqual([]);
    expect((await t.services.jobs.runOnce("alerts-instant", { now: new Date(), force: true })).ran).toBe(false);
    // The lease runs out, by the database's clock (the one leases are judged by), without its five minutes' wait.
    await admin.query("update job_leases set locked_until = now() - interval '1 second' where name = 'alerts-instant' and holder = $1", [lease!.holder]);
    const after = new Date(lease!.lockedUntil!.getTime() + 1000);
    expect((await t.services.jobs.runOnce("alerts-instant", { now: after, force: true })).ran).toBe(true);
    await t.services.jobs.runOnce("alerts-instant", { now: new Date(after.getTime() + 60_000), force: true });
    const mails = await alertsTo(t, users.map((u) => u.email));
    expect(mails.map((m) => m.to).sort()).toEqual(users.map((u) => u.email).sort());
    for (const mail of mails) expect(mail.subject).toBe(`2 new requests for "Alert ${word}"`);
    const [released] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, users[0]!.email));
    expect(released?.kind).toBe("alerts");
  });
});
