import { spawn } from "node:child_process";
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
