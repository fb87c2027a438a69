import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { claimDue, markFailed, markSent } from "./outbox";
import type { Transport } from "./transport";

export interface Mailer {
  /** Delivers every due message once; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Asks the loop to run soon (after a message was queued). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createMailer(db: Db, transport: Transport, logger: Logger): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let interval = 2000;

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (const row of await claimDue(db)) {
      try {
        await transport.send({ ...row, html: row.html ?? undefined });
        await markSent(db, row.id);
        sent++;
      } catch (error) {
        logger.warn({ err: error, mailId: row.id, attempts: row.attempts + 1 }, "mail delivery failed; will retry");
        await markFailed(db, row.id, row.attempts, String((error as Error).message ?? error));
      }
    }
    return sent;
  }

  function tick() {
    if (stopped || running) return;
    running = deliverDue()
      .catch((error) => {
        logger.error({ err: error }, "mail loop error");
        return 0;
      })
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  function schedule(delay = interval) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  return {
    deliverDue,
    kick: () => schedule(50),
    start(intervalMs = 2000) {
      interval = intervalMs;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
