import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createConfirmedAccount } from "@/server/modules/auth/accounts";
import { type Database, openDatabase } from "@/server/db/client";
import { freePort } from "../support/free-port";
import { postgresAdmin } from "../support/postgres-admin";
import { type ServerProcess, spawnServer, waitForHealth } from "../support/server-process";
import { createDatabase, TEST_DATABASE_URL } from "./harness";
import * as make from "../support/factories";
import { describePostgresOnly } from "../support/postgres-only";

/**
 * The real server process on a PostgreSQL database of its own, whose connections are ended under it
 * (what a restart, a failover or an idle-connection reaper does) while it is writing.
 */

const WRITES = 240;
const IN_FLIGHT = 4;
/** Backends are ended each time this many more writes have been answered. */
const TERMINATE_EVERY = 40;

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describePostgresOnly("the server when PostgreSQL ends its connections", () => {
  let own: Awaited<ReturnType<typeof createDatabase>>;
  let admin: Awaited<ReturnType<typeof postgresAdmin>>;
  let database: Database | undefined;
  let server: ServerProcess | undefined;
  let base: string;
  let appUrl: string;

  beforeAll(async () => {
    own = await createDatabase(TEST_DATABASE_URL!);
    admin = await postgresAdmin(TEST_DATABASE_URL!, own.name);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    appUrl = `http://localhost:${port}`;
    server = spawnServer({
      PORT: String(port),
      APP_URL: appUrl,
      DATA_DIR: path.join(os.tmpdir(), `rb-connection-loss-${randomUUID()}`),
      DATABASE_URL: own.url,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      SEED_DEMO: "false",
    });
    await waitForHealth(port, server);
    database = await openDatabase({ url: own.url, logger: { warn: () => {} } });
  }, 120_000);

  afterAll(async () => {
    await admin?.allowConnections(true);
    if (server?.running()) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.close();
    await admin?.close();
    await own?.drop();
  });

  async function signIn(): Promise<string> {
    const email = make.uniqueEmail("hospital");
    const password = "correct-horse-battery";
    await createConfirmedAccount(database!.db, { email, password, name: "Loss Hospital", role: "hospital" });
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.includes("session_token="))!;
  }

  const write = (cookie: string) =>
    fetch(`${base}/api/requests`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl, cookie },
      body: JSON.stringify({
        title: `Loss ${randomUUID().slice(0, 8)}`,
        facility: "Failover General",
        country: "United Kingdom",
        description: "Overnight CT and MRI reporting",
        modalities: ["CT", "MRI"],
        volumesPerMonth: 2000,
        tatRequirement: "4-12h",
      }),
    });

  async function expectUnavailable(res: Response) {
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({
      error: { code: "UNAVAILABLE", message: "The service is temporarily unavailable. Please try again shortly." },
    });
  }

  it("stays up, answers 2xx or 503 while writes are in flight, and keeps every acknowledged write", async () => {
    const cookie = await signIn();
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let answered = 0;
    let started = 0;
    let terminations = 0;
    let backendsEnded = 0;
    let terminating: Promise<void> = Promise.resolve();

    async function client() {
      while (started < WRITES) {
        started++;
        const res = await write(cookie);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        else if (res.status === 503) await expectUnavailable(res);
        else expect.fail(`unexpected ${res.status}: ${await res.text()}`);
        answered++;
        if (answered % TERMINATE_EVERY === 0 && answered < WRITES) {
          terminating = terminating.then(async () => {
            backendsEnded += await admin.terminateBackends();
            terminations++;
          });
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, client));
    await terminating;

    expect(server!.running(), server!.output()).toBe(true);
    expect(server!.output()).not.toContain("unhandled error");
    expect(answered).toBe(WRITES);
    expect(terminations).toBe(Math.floor((WRITES - 1) / TERMINATE_EVERY));
    expect(backendsEnded).toBeGreaterThan(0);
    expect([...statuses.keys()].every((s) => s === 201 || s === 503)).toBe(true);
    const stored = await database!.exec("select id from tenders where id = any($1::uuid[])", [acknowledged]);
    expect(stored.rows.length).toBe(acknowledged.length);

    await until(async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined), "/api/health to answer 200");
    expect((await write(cookie)).status).toBe(201);
    console.info(
      `connection loss: ${WRITES} writes, ${acknowledged.length} acknowledged (201), ${statuses.get(503) ?? 0} answered 503, ${terminations} terminations ending ${backendsEnded} backends`,
    );
  }, 90_000);

  it("answers 503 while the database refuses connections, also to a signed-in user, and recovers by itself", async () => {
    const cookie = await signIn();
    await admin.allowConnections(false);
    await admin.terminateBackends();

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    await expectUnavailable(await write(cookie));
    await expectUnavailable(await fetch(`${base}/api/me`, { headers: { cookie } }));
    await expectUnavailable(await fetch(`${base}/api/providers`));
    expect(server!.running(), server!.output()).toBe(true);

    await admin.allowConnections(true);
    await until(async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined), "/api/health to answer 200");
    const res = await write(cookie);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await database!.exec("select id from tenders where id = $1", [id])).rows).toHaveLength(1);
    expect((await fetch(`${base}/api/me`, { headers: { cookie } })).status).toBe(200);
  }, 60_000);
});
