import { freePort } from "../support/free-port";
import { spawnServer, waitForHealth } from "../support/server-process";
import { randomUUID } from "node:crypto";
import http from "node:http";
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
    const p = spawnServer({ PORT: String(port), DATA_DIR: path.join(os.tmpdir(), `rb-proc-${randomUUID()}`), SEED_DEMO: "false" });
    try {
      await waitForHealth(port, p);
      // A sign-in whose body arrives in two parts: the server is inside the request when the signal comes.
      const body = JSON.stringify({ email: "nobody@example.test", password: "wrong-password-123" });
      const req = http.request(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: `http://localhost:${port}` },
      });
      const answered = new Promise<number>((resolve, reject) => {
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
      });
      req.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 500));
      p.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      req.end(body.slice(10));
      expect(await answered).toBe(401);
      expect(await p.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      p.child.kill("SIGKILL");
    }
  }, 120_000);
});
