import { utcDay } from "@/shared/contracts/common";
import { REMINDER_DAYS } from "@/shared/policy/credentials";
import type { Db } from "../../db/client";
import type { Job } from "../../jobs/scheduler";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { enqueueMail } from "../../mail/outbox";
import { providerName } from "../applications/repo";
import { providerTeamEmails } from "../organisations/recipients";
import { recordEvent } from "../events/record";
import { reminderMails } from "./reminder-mails";
import * as repo from "./reminders-repo";

/**
 * Expiry reminders (issue 16 §3): a provider's users are mailed 30, 7 and 1 days before a verified
 * credential expires. Each (credential, expiry, threshold) is sent exactly once, whatever the number
 * of processes: the reminder row (primary key), the mails (outbox) and the event are written in one
 * transaction, and only the process whose insert wins writes them. A process that missed days sends
 * the threshold the day falls in (5 days left: the 7-day reminder, saying 5 days), and never a
 * threshold further from the expiry than one already sent.
 */

/** The threshold a day with `daysLeft` days to the expiry falls in: the nearest one at or above it, or null. */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 1) return null;
  const within = REMINDER_DAYS.filter((d) => daysLeft <= d);
  return within.length > 0 ? Math.min(...within) : null;
}


export interface RemindersJob {
  /** Sends the reminders due on `today` (YYYY-MM-DD; by default the current UTC day); returns how many reminders were sent. */
  run(today?: string): Promise<{ sent: number }>;
  /** The hourly run for the scheduler. */
  job: Job;
}

export function createRemindersJob(opts: { db: Db; appUrl: string; mailer: Pick<Mailer, "kick">; logger: Logger }): RemindersJob {
  const { db, appUrl, mailer, logger } = opts;

  async function remind(c: repo.ExpiringCredential): Promise<boolean> {
    const threshold = thresholdFor(c.daysLeft);
    if (threshold === null) return false;
    return db.transaction(async (tx) => {
      if (!(await repo.lockUnchanged(tx, c))) return false;
      if (await repo.nearerReminderSent(tx, c.id, c.expiresOn, threshold)) return false;
      if (!(await repo.claimReminder(tx, c.id, c.expiresOn, threshold))) return false;
      const to = await providerTeamEmails(tx, c.providerId, "provider.manage");
      await enqueueMail(tx, reminderMails(appUrl, to, await providerName(tx, c.providerId), c));
      await recordEvent(tx, null, {
        entityType: "credential",
        entityId: c.id,
        action: "reminded",
        providerId: c.providerId,
        changes: { reminder: { before: null, after: { daysBefore: threshold, daysLeft: c.daysLeft, expiresOn: c.expiresOn, recipients: to.length } } },
      });
      return true;
    });
  }

  async function run(today = utcDay()): Promise<{ sent: number }> {
    let sent = 0;
    for (const c of await repo.expiringWithin(db, today, Math.max(...REMINDER_DAYS))) if (await remind(c)) sent++;
    if (sent > 0) {
      mailer.kick();
      logger.info({ day: today, sent }, "credential expiry reminders sent");
    }
    return { sent };
  }

  return { run, job: { name: "credential-reminders", everyMs: 60 * 60 * 1000, leaseMs: 10 * 60 * 1000, run: (now) => run(utcDay(now)) } };
}
