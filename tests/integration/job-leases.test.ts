import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findLease } from "@/server/jobs/leases-repo";
import { createScheduler, type Job } from "@/server/jobs/scheduler";
import { type TestApp, startTestApp } from "./harness";

/**
 * Issue 34: a job's lease is renewed while the job runs, so a run longer than the lease never overlaps
 * another process's run; and the lease's expiry is set and judged by the database's clock, not by the
 * clock of whichever process asks. Two schedulers with their own holder ids on one database stand for two
 * processes; each test has a job name of its own, since other files' schedulers share the database.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATES_URL: "off" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const db = () => t.services.database.db;
const sqlNow = async () => (await t.services.database.exec("select now() as now")).rows[0]!.now as Date;

/** What the schedulers logged at warn level or above, one parsed JSON line each. */
function capturingLogger() {
  const warnings: { msg: string; job: string; holder: string }[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  return { logger, warnings };
}

/** A job whose first run lasts until the test calls `finish` (the run is handed the lease-lost signal); later runs end at once. */
function heldJob(leaseMs: number) {
  let finish!: (result: unknown) => void;
  const gate = new Promise((resolve) => {
    finish = resolve;
  });
  const state = { runs: 0, lost: undefined as AbortSignal | undefined };
  const job: Job = {
    name: `lease-test-${randomUUID()}`,
    everyMs: 60 * 60 * 1000,
    leaseMs,
    run: (_now, _last, lost) => {
      state.runs++;
      if (state.runs > 1) return Promise.resolve("again");
      state.lost = lost;
      return gate;
    },
  };
  return { job, state, finish };
}

/** Two processes' schedulers for the same job on the same database. */
function twoProcesses(job: Job, renewEveryMs?: number) {
  const { logger, warnings } = capturingLogger();
  const one = createScheduler({ db: db(), logger, jobs: [job], holder: `one-${randomUUID()}`, renewEveryMs });
  const two = createScheduler({ db: db(), logger, jobs: [job], holder: `two-${randomUUID()}`, renewEveryMs });
  return { one, two, warnings };
}

describe("a job that runs longer than its lease", () => {
  it("keeps the lease while it runs: another process cannot take it until the run has ended", async () => {
    const { job, state, finish } = heldJob(1500);
    const { one, two } = twoProcesses(job, 50);
    const first = one.runOnce(job.name, { force: true });
    try {
      await vi.waitFor(() => expect(state.runs).toBe(1), { timeout: 10_000, interval: 10 });
      const taken = await findLease(db(), job.name);
      expect(taken?.lockedUntil).toBeInstanceOf(Date);
      // By the database's clock, the lease as first taken has run out; the renewals have carried it on.
      await vi.waitFor(async () => expect((await sqlNow()).getTime()).toBeGreaterThan(taken!.lockedUntil!.getTime()), { timeout: 20_000, interval: 50 });
      expect((await two.runOnce(job.name, { force: true })).ran).toBe(false);
      const held = await findLease(db(), job.name);
      expect(held?.holder).toBe(taken?.holder);
      expect(held!.lockedUntil!.getTime()).toBeGreaterThan((await sqlNow()).getTime());
      expect(state.runs).toBe(1);
      expect(state.lost?.aborted).toBe(false);
    } finally {
      finish("done");
    }
    expect(await first).toEqual({ ran: true, result: "done" });
    // The run released the lease and stopped renewing it: the other process now takes it.
    expect(await findLease(db(), job.name)).toMatchObject({ holder: null, lockedUntil: null });
    expect(await two.runOnce(job.name, { force: true })).toEqual({ ran: true, result: "again" });
  });

  it("knows when another process took the lease during the run, and leaves it to that process", async () => {
    const { job, state, finish } = heldJob(60_000);
    const { one, warnings } = twoProcesses(job, 20);
    // The job stops at its lost signal, as a long job does before its next unit of work.
    const first = one.runOnce(job.name, { force: true });
    await vi.waitFor(() => expect(state.lost).toBeDefined(), { timeout: 10_000, interval: 10 });
    state.lost!.addEventListener("abort", () => finish("stopped"));
    // As if this process had not reached the database for longer than its lease: another one took it.
    const other = `other-${randomUUID()}`;
    await t.services.database.exec("update job_leases set holder = $1, locked_until = now() + interval '1 minute' where name = $2", [other, job.name]);
    expect(await first).toEqual({ ran: true, result: "stopped" });
    expect(warnings).toEqual([expect.objectContaining({ level: 40, job: job.name, msg: expect.stringMatching(/lease lost to another process/) })]);
    // The new holder's lease stands, and this run is not recorded as the job's last.
    expect(await findLease(db(), job.name)).toMatchObject({ holder: other, lastRunAt: null });
  });
});

describe("lease expiry is judged by the database's clock", () => {
  const leaseOf = async (name: string, holder: string, until: "past" | "future") =>
    t.services.database.exec(
      `insert into job_leases (name, holder, locked_until) values ($1, $2, now() ${until === "past" ? "-" : "+"} interval '1 hour')`,
      [name, holder],
    );

  it("a lease that ran out by the database's clock is free, though this process's clock is an hour and a half behind", async () => {
    const { job, finish } = heldJob(60_000);
    finish("done");
    await leaseOf(job.name, `dead-${randomUUID()}`, "past");
    const { one } = twoProcesses(job);
    // Only Date is skewed, for the run's default clock; timers and the database keep real time.
    vi.setSystemTime(new Date((await sqlNow()).getTime() - 90 * 60 * 1000));
    const taking = one.runOnce(job.name, { force: true });
    vi.useRealTimers();
    expect(await taking).toEqual({ ran: true, result: "done" });
    expect(await findLease(db(), job.name)).toMatchObject({ holder: null, lockedUntil: null, lastResult: "done" });
  });

  it("a live lease by the database's clock is not free, though this process's clock is two hours ahead", async () => {
    const { job, state, finish } = heldJob(60_000);
    finish("done");
    const holder = `live-${randomUUID()}`;
    await leaseOf(job.name, holder, "future");
    const { one } = twoProcesses(job);
    vi.setSystemTime(new Date((await sqlNow()).getTime() + 2 * 60 * 60 * 1000));
    const taking = one.runOnce(job.name, { force: true });
    vi.useRealTimers();
    expect((await taking).ran).toBe(false);
    expect(state.runs).toBe(0);
    expect((await findLease(db(), job.name))?.holder).toBe(holder);
  });
});
