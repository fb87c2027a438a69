import { MAIL_KIND_LABELS, type MailKind } from "@/shared/contracts/notifications";
import { escapeHtml } from "../../mail/templates";
import type { OutgoingMail } from "../../mail/transport";
import { unsubscribeToken } from "./token";

interface QueuedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string | null;
  userId: string | null;
}

/**
 * What is sent for a queued message: a mail of a kind gets, for its recipient, an Unsubscribe link for
 * that kind (in the text, and as RFC 8058 one-click List-Unsubscribe headers) and a link to the settings.
 */
export function withUnsubscribe(appUrl: string, secret: string) {
  return (row: QueuedMail): OutgoingMail => {
    const base = { id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined };
    if (!row.kind || !row.userId || !(row.kind in MAIL_KIND_LABELS)) return base;
    const token = unsubscribeToken(secret, row.userId, row.kind as MailKind);
    const page = `${appUrl}/unsubscribe?token=${token}`;
    const oneClick = `${appUrl}/api/unsubscribe?token=${token}`;
    const label = MAIL_KIND_LABELS[row.kind as MailKind];
    const settings = `${appUrl}/profile#notifications`;
    return {
      ...base,
      text: `${row.text}\n\nUnsubscribe from "${label}" e-mails: ${page}\nAll notification settings: ${settings}`,
      html: base.html
        ? `${base.html}<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(page)}">Unsubscribe</a> from "${escapeHtml(label)}" e-mails · <a href="${escapeHtml(settings)}">Notification settings</a></p>`
        : undefined,
      headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  };
}
