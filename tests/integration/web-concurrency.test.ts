import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { connectionsHeld, halfSentSignIn, type ServerProcess, spawnServer, until, waitForHealth } from "../support/server-process";
import { createDatabase, TEST_DATABASE_URL } from "./harness";
import { describePostgresOnly } from "../support/postgres-only";

/** The real server started with WEB_CONCURRENCY=2, watched from outside: its answers and the operating system's process and socket tables. */

const dataDir = () => path.join(os.tmpdir(), `rb-web-concurrency-${randomUUID()}`);

/** The pids of the server processes the primary `pid` has forked (tsx's esbuild helper is a child too). */
function serverProcesses(pid: number): number[] {
  const ps = spawnSync("ps", ["--ppid", String(pid), "-o", "pid=,args="], { encoding: "utf8" });
  return ps.stdout
    .split("\n")
    .filter((line) => line.includes("src/server/main.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

function get(url: string, agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

const alive = (pid: number) => spawnSync("ps", ["-p", String(pid)]).status === 0;

describe("WEB_CONCURRENCY on the embedded database", () => {
  it("warns that it runs one process, and serves from it", async () => {
    const port = await freePort();
    const p = spawnServer({ PORT: String(port), DATA_DIR: dataDir(), SEED_DEMO: "false", RATES_URL: "off", WEB_CONCURRENCY: "2" });
    try {
      await waitForHealth(port, p);
      await until(() => (p.output().includes("RadBridge is running") ? true : undefined), "the startup banner");
      expect(p.output()).toContain("WEB_CONCURRENCY=2 ignored: the embedded database runs in one process; set DATABASE_URL to run several");
      expect(p.output()).toContain(`(port ${port}, pglite, 1 process)`);
      expect(serverProcesses(p.child.pid!)).toEqual([]);
      const statuses = await Promise.all(Array.from({ length: 20 }, () => get(`http://127.0.0.1:${port}/api/providers?query=a`, false)));
      expect(statuses.every((s) => s === 200)).toBe(true);
      p.child.kill("SIGTERM");
      expect(await p.exited).toBe(0);
    } finally {
      p.child.kill("SIGKILL");
    }
  }, 120_000);
});

// PostgreSQL is there only when the run provides one (CI does); the embedded case above runs everywhere.
describePostgresOnly("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let own: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess;
  let port: number;
  let workers: number[] = [];
  const url = (p: string) => `http://127.0.0.1:${port}${p}`;

  beforeAll(async () => {
    own = await createDatabase(TEST_DATABASE_URL!);
    port = await freePort();
    server = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir(),
      DATABASE_URL: own.url,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      SEED_DEMO: "true",
      RATES_URL: "off",
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
    });
    await waitForHealth(port, server);
    await until(() => (server.output().includes("RadBridge is running") ? true : undefined), "the startup banner");
  }, 120_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    for (const pid of workers) if (alive(pid)) process.kill(pid, "SIGKILL");
    await own?.drop();
  });

  it("starts two server processes, seeds the demo data once and says so", async () => {
    expect(server.output()).toContain(`(port ${port}, postgres, 2 processes)`);
    expect(server.output().match(/Demo accounts/g)).toHaveLength(1);
    workers = serverProcesses(server.child.pid!);
    expect(workers).toHaveLength(2);
    const res = await fetch(url("/api/auth/sign-in/email"), {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: "admin@demo.test", password: "radbridge-demo" }),
    });
    expect(res.status).toBe(200);
  });

  it("answers many concurrent requests, served by both processes", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    try {
      const paths = ["/api/providers?query=a", "/api/providers?sort=rating", "/api/requests", "/api/health"];
      const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => get(url(paths[i % paths.length]!), agent)));
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const held = connectionsHeld(port, workers);
      for (const pid of workers) expect(held.get(pid)!.length).toBeGreaterThan(0);
    } finally {
      agent.destroy();
    }
  });

  it("keeps answering when a process is killed, and starts a replacement that serves", async () => {
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, "SIGKILL");
    await until(() => (server.output().includes("a server process exited; starting another") ? true : undefined), "the primary to notice");
    const statuses = await Promise.all(Array.from({ length: 20 }, () => get(url("/api/health"), false)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const replacement = await until(() => serverProcesses(server.child.pid!).find((pid) => pid !== survivor && pid !== victim), "a replacement");
    workers = [survivor, replacement];
    expect(serverProcesses(server.child.pid!).sort()).toEqual([...workers].sort());
    await until(async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      try {
        await Promise.all(Array.from({ length: 16 }, () => get(url("/api/health"), agent)));
        return connectionsHeld(port, [replacement]).get(replacement)!.length > 0 ? true : undefined;
      } finally {
        agent.destroy();
      }
    }, "the replacement to serve");
  }, 120_000);

  it("finishes requests in flight and stops every process on SIGTERM, with exit code 0", async () => {
    // A server process is inside this sign-in when the signal comes.
    const signIn = halfSentSignIn(port);
    const clientPort = await until(() => signIn.req.socket?.localPort, "the connection");
    const holder = await until(
      () => [...connectionsHeld(port, workers)].find(([, ports]) => ports.includes(clientPort))?.[0],
      "a server process to hold the connection",
    );
    server.child.kill("SIGTERM");
    const stopping = new RegExp(`"pid":${holder},[^\\n]*finishing requests in flight`);
    await until(() => (stopping.test(server.output()) ? true : undefined), "that process to start stopping");
    signIn.finish();
    expect(await signIn.answered).toBe(401);
    expect(await server.exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    await expect(fetch(url("/api/health"))).rejects.toThrow();
  }, 120_000);
});
