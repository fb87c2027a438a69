import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "../../src/server/main.ts");

/** The server (`src/server/main.ts`) as a child process with only the given environment; its output and exit are kept. */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

export type ServerProcess = ReturnType<typeof spawnServer>;

/** Waits until the server on `port` answers /api/health; fails if it exits first. */
export async function waitForHealth(port: number, server: ServerProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!server.running()) throw new Error(`process exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not become healthy");
}

/** Polls `probe` every 100 ms until it gives a value; fails after `ms` naming `what`. */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** For each pid, the client ports of the established connections to `port` that this process holds. */
export function connectionsHeld(port: number, pids: number[]): Map<number, number[]> {
  const clientPortBySocket = new Map<string, number>();
  for (const line of fs.readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, local, remote, state, , , , , , inode] = line.trim().split(/\s+/);
    if (state !== "01" || !local || !remote || !inode || Number.parseInt(local.split(":")[1]!, 16) !== port) continue;
    clientPortBySocket.set(inode, Number.parseInt(remote.split(":")[1]!, 16));
  }
  const held = (pid: number) =>
    fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      let target = "";
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {}
      const clientPort = clientPortBySocket.get(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "");
      return clientPort ? [clientPort] : [];
    });
  return new Map(pids.map((pid) => [pid, held(pid)]));
}

/**
 * A sign-in whose body is only partly sent: the server holds the request open until `finish()` sends
 * the rest; `answered` is its status (401: the account does not exist).
 */
export function halfSentSignIn(port: number) {
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
  return { req, answered, finish: () => req.end(body.slice(10)) };
}
