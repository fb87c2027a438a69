import type { MailKind } from "@/shared/contracts/notifications";
import type { Db, Tx } from "../db/client";
import { insertNotifications, recipientsByEmail } from "../modules/notifications/repo";
import { claimDueMail, insertMail, recordFailedAttempt } from "./outbox-repo";

export { markSent } from "./outbox-repo";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A kind the recipient may switch off; none for security mail, which is always sent. */
  kind?: MailKind;
  /** The page the bell's notification opens; by default the mail's first link. */
  link?: string;
}

export const MAX_ATTEMPTS = 8;
/** How long a claimed message is locked against other delivery loops. */
export const CLAIM_SECONDS = 60;

/** The path (and query) of a mail's first link: the page its notification opens. */
export function firstLinkPath(text: string): string | null {
  const match = text.match(/https?:\/\/[^\s/]+(\/[^\s]*)?/);
  if (!match) return null;
  return match[1] ?? "/";
}

/**
 * Queues messages; pass the transaction handle so the mail is written with the change that causes it.
 * A message of a kind also becomes a notification under its recipient's bell, and is mailed only if the
 * recipient has not switched that kind off (issue 17).
 */
export async function enqueueMail(db: Db | Tx, message: MailMessage | MailMessage[]): Promise<void> {
  const messages = Array.isArray(message) ? message : [message];
  if (messages.length === 0) return;
  const kinded = messages.filter((m) => m.kind);
  const users = new Map((await recipientsByEmail(db, kinded.map((m) => m.to))).map((u) => [u.email, u]));
  await insertNotifications(
    db,
    kinded.flatMap((m) => {
      const u = users.get(m.to);
      return u ? [{ userId: u.userId, kind: m.kind!, title: m.subject, link: m.link ?? firstLinkPath(m.text) }] : [];
    }),
  );
  const rows = messages
    .filter((m) => !m.kind || !users.get(m.to)?.muted?.includes(m.kind))
    .map(({ link: _link, ...m }) => ({ ...m, userId: m.kind ? (users.get(m.to)?.userId ?? null) : null }));
  if (rows.length > 0) await insertMail(db, rows);
}

/** Seconds to wait before the next attempt: 2, 4, 8 ... capped at ten minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, 600);
}

/** Claims due messages so that no other process sends them at the same time (each locked for CLAIM_SECONDS). */
export const claimDue = (db: Db, limit = 20) => claimDueMail(db, limit, CLAIM_SECONDS);

/** Records a failed attempt: retried with backoff, and given up (status failed) after MAX_ATTEMPTS. */
export async function markFailed(db: Db, id: string, attempts: number, error: string) {
  const next = attempts + 1;
  await recordFailedAttempt(db, id, {
    attempts: next,
    lastError: error.slice(0, 500),
    status: next >= MAX_ATTEMPTS ? "failed" : "pending",
    retryInSeconds: backoffSeconds(next),
  });
}
