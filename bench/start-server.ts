import { type ChildProcess, spawn } from "node:child_process";

/**
 * Starts the app (`src/server/main.ts`) on `port` with this process's environment (DATABASE_URL, DATA_DIR,
 * AUTH_SECRET ...) and waits until GET /api/health answers.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("the server did not start within 120 s");
}

/** A port for a bench server: BENCH_PORT, or one picked at random in 3900-3989. */
export const benchPort = () => Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
