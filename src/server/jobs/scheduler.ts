import { randomUUID } from "node:crypto";
import os from "node:os";
import { connectionErrorIn } from "../db/connection-errors";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { releaseLease, renewLease, takeLease } from "./leases-repo";

/**
 * A periodic job. `run` is told when the job last ran (null: never) and must be idempotent and resumable;
 * `leaseLost` is aborted when another process has taken the lease during the run, so a long run can stop
 * before its next unit of work instead of doing it beside the new holder.
 */
export interface Job {
  name: string;
  everyMs: number;
  /**
   * How long the lease lasts without renewal, by the database's clock. A running job's lease is renewed
   * every third of this, so a run may take longer; a process that dies mid-run loses it after this.
   */
  leaseMs: number;
  run(now: Date, lastRunAt: Date | null, leaseLost: AbortSignal): Promise<unknown>;
  /** Sooner than everyMs after a run that failed, e.g. { retryInMs: 30 min } for the rates fetch. */
  retryInMs?: (result: unknown) => number | undefined;
}

export interface Scheduler {
  /** Runs the job now if no process holds its lease, due or not (after a new request, for instant alerts). */
  kick(name?: string): void;
  /** Runs the job once under its lease, at `now` (a test's clock); `force` ignores whether it is due. */
  runOnce(name: string, opts?: { now?: Date; force?: boolean }): Promise<{ ran: false } | { ran: true; result: unknown }>;
  start(): void;
  stop(): Promise<void>;
}

/** How often each process asks whether a job is due. */
const POLL_MS = 30_000;

/**
 * Runs periodic jobs in every app process, each job under a lease row in the database (job_leases), so
 * that with several processes on one PostgreSQL a due job runs in exactly one of them at a time. The
 * lease's expiry is set and compared by the database's clock, and renewed while the job runs
 * (`renewEveryMs`, by default a third of the job's lease).
 */
export function createScheduler(opts: {
  db: Db;
  logger: Logger;
  jobs: Job[];
  pollMs?: number;
  holder?: string;
  renewEveryMs?: number;
}): Scheduler {
  const { db, logger, jobs, pollMs = POLL_MS } = opts;
  const holder = opts.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<unknown>>();
  const kicked = new Set<string>();
  let stopped = true;

  /** Renews the job's lease until `end` is called; `lost` aborts when a renewal finds another holder. */
  function keepLease(job: Job) {
    const lost = new AbortController();
    const every = opts.renewEveryMs ?? job.leaseMs / 3;
    let timer: NodeJS.Timeout | undefined;
    let renewing: Promise<void> = Promise.resolve();
    let ended = false;
    const renew = async () => {
      try {
        if (await renewLease(db, job.name, holder, job.leaseMs)) return;
        lost.abort();
        logger.warn({ job: job.name, holder }, "job: lease lost to another process during the run; the run is told to stop and is not recorded");
      } catch (error) {
        // Not lost yet: the lease holds until it runs out; the next renewal may succeed.
        logger.warn({ job: job.name, error: (connectionErrorIn(error) ?? (error as Error)).message }, "job: could not renew the lease; trying again");
      }
    };
    const next = () => {
      timer = setTimeout(() => {
        renewing = renew().finally(() => {
          if (!ended && !lost.signal.aborted) next();
        });
      }, every);
      timer.unref();
    };
    next();
    return {
      lost: lost.signal,
      /** Stops renewing, after any renewal in flight (so it cannot land after the release). */
      async end() {
        ended = true;
        clearTimeout(timer);
        await renewing;
      },
    };
  }

  async function runOnce(name: string, { now = new Date(), force = false } = {}) {
    const job = byName.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const dueBy = force ? null : new Date(now.getTime() - job.everyMs);
    const lease = await takeLease(db, job.name, holder, job.leaseMs, dueBy);
    if (!lease) return { ran: false as const };
    const kept = keepLease(job);
    let result: unknown;
    try {
      result = await job.run(now, lease.lastRunAt, kept.lost);
    } catch (error) {
      await kept.end();
      await releaseLease(db, job.name, holder, null, null).catch(() => undefined);
      throw error;
    }
    await kept.end();
    // A lost lease is another holder's now: the release below (holder = this one) leaves it alone.
    const retry = job.retryInMs?.(result);
    const ranAt = retry === undefined ? now : new Date(now.getTime() - job.everyMs + retry);
    await releaseLease(db, job.name, holder, ranAt, result);
    return { ran: true as const, result };
  }

  function tick(job: Job) {
    if (stopped || running.has(job.name)) return;
    const force = kicked.delete(job.name);
    const run = runOnce(job.name, { force })
      .catch((error) => {
        const lost = connectionErrorIn(error);
        if (lost) logger.warn({ job: job.name, error: lost.message }, "job: database unavailable; trying again later");
        else logger.error({ job: job.name, err: error }, "job failed; trying again later");
      })
      .finally(() => {
        running.delete(job.name);
        schedule(job, kicked.has(job.name) ? 0 : Math.min(job.everyMs, pollMs));
      });
    running.set(job.name, run);
  }

  function schedule(job: Job, delay: number) {
    if (stopped) return;
    clearTimeout(timers.get(job.name));
    const timer = setTimeout(() => tick(job), delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    kick(name = "alerts-instant") {
      if (!byName.has(name)) return;
      kicked.add(name);
      if (!running.has(name)) schedule(byName.get(name)!, 50);
    },
    runOnce,
    start() {
      stopped = false;
      for (const job of jobs) schedule(job, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}
