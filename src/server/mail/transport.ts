import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

/** A message as it leaves: the outbox row with the recipient's own links and headers added. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Transport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers, messageId: `<${m.id}@radbridge>` });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, mail lands as files in DATA_DIR/mail and a log line shows its links. */
export function devMailbox(dir: string, logger: Logger): Transport {
  return {
    async send(m) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.id}.txt`);
      const headers = Object.entries(m.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`).join("");
      await fs.writeFile(file, `To: ${m.to}\nSubject: ${m.subject}\n${headers}\n${m.text}\n`);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: m.to, subject: m.subject, links, file }, "mail written to dev mailbox");
    },
    close() {},
  };
}
