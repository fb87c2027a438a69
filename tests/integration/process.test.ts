import { freePort } from "../support/free-port";
import { connectionsHeld, halfSentSignIn, spawnServer, until, waitForHealth } from "../support/server-process";
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the server process", () => {
  it("refuses to start with one message naming every bad variable", async () => {
    const p = spawnServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nope", SMTP_URL: "http://x" });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain("Invalid configuration");
    for (const name of ["PORT", "DATABASE_URL", "SMTP_URL"]) expect(p.output()).toContain(name);
  });

  it("finishes requests in flight and exits cleanly on SIGTERM", async () => {
    const port = await freePort();
    const p = spawnServer({ PORT: String(port), DATA_DIR: path.join(os.tmpdir(), `rb-proc-${randomUUID()}`), SEED_DEMO: "false", LOG_LEVEL: "info" });
    try {
      await waitForHealth(port, p);
      // The server is inside this sign-in when the signal comes.
      const signIn = halfSentSignIn(port);
      const clientPort = await until(() => signIn.req.socket?.localPort, "the connection");
      const pid = p.child.pid!;
      await until(() => (connectionsHeld(port, [pid]).get(pid)!.includes(clientPort) ? true : undefined), "the server to hold the connection");
      p.child.kill("SIGTERM");
      await until(() => (p.output().includes("finishing requests in flight") ? true : undefined), "the server to start stopping");
      signIn.finish();
      expect(await signIn.answered).toBe(401);
      expect(await p.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      p.child.kill("SIGKILL");
    }
  }, 120_000);
});
