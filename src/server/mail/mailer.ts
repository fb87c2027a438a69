import { connectionErrorIn } from "../db/connection-errors";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { CLAIM_SECONDS, claimDue, markFailed, markSent } from "./outbox";
import type { OutgoingMail, Transport } from "./transport";

export interface Mailer {
  /** Delivers every due message once; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Asks the loop to run soon (after a message was queued). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** The longest wait between two attempts to record a delivery while the database does not answer. */
const RECORD_RETRY_MAX_MS = 5000;
/** A message is sent only while this much of its claim is left, so no other process can claim it meanwhile. */
const CLAIM_MARGIN_SECONDS = 15;

type QueuedMail = Awaited<ReturnType<typeof claimDue>>[number];
const asIs = (row: QueuedMail): OutgoingMail => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });

/** `prepare` turns a queued row into the message sent (the recipient's unsubscribe link, see notifications/footer.ts). */
export function createMailer(db: Db, transport: Transport, logger: Logger, prepare: (row: QueuedMail) => OutgoingMail = asIs): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let stopping = false;
  let interval = 2000;

  async function deliverDue(): Promise<number> {
    let sent = 0;
    const rows = await claimDue(db);
    const sendBefore = Date.now() + (CLAIM_SECONDS - CLAIM_MARGIN_SECONDS) * 1000;
    for (const row of rows) {
      if (stopping || Date.now() > sendBefore) break;
      let record: () => Promise<void>;
      try {
        await transport.send(prepare(row));
        sent++;
        record = () => markSent(db, row.id);
      } catch (error) {
        logger.warn({ err: error, mailId: row.id, attempts: row.attempts + 1 }, "mail delivery failed; will retry");
        record = () => markFailed(db, row.id, row.attempts, String((error as Error).message ?? error));
      }
      await untilRecorded(record, row.id);
    }
    return sent;
  }

  /** Keeps trying to record the outcome of a delivery: a sent message recorded as unsent would be sent again. */
  async function untilRecorded(record: () => Promise<void>, mailId: string) {
    for (let delay = 100; ; delay = Math.min(delay * 2, RECORD_RETRY_MAX_MS)) {
      try {
        return await record();
      } catch (error) {
        if (stopping) {
          logger.error({ err: error, mailId }, "stopping before the outcome of a delivery was recorded; the message may be sent again");
          return;
        }
        logger.warn({ error: (error as Error).message, mailId, retryInMs: delay }, "could not record the outcome of a delivery; retrying");
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  function tick() {
    if (stopped || running) return;
    running = deliverDue()
      .catch((error) => {
        const lost = connectionErrorIn(error);
        if (lost) logger.warn({ error: lost.message, code: lost.code }, "mail loop: database unavailable");
        else logger.error({ err: error }, "mail loop error");
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
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
