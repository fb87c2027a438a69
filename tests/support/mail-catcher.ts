import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (smtp-server) that keeps every message, in memory and optionally as files.
 * `beforeAccepting` runs after a message has arrived and before the server acknowledges it.
 */
export async function startMailCatcher(opts: { port?: number; dir?: string; beforeAccepting?: (mail: CaughtMail) => Promise<void> } = {}) {
  const messages: CaughtMail[] = [];
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8") };
        messages.push(mail);
        if (opts.dir) {
          // Written aside and renamed, so a reader polling the folder never sees half a message.
          const file = path.join(opts.dir, `${Date.now()}-${messages.length}.json`);
          fs.writeFileSync(`${file}.partial`, JSON.stringify(mail));
          fs.renameSync(`${file}.partial`, file);
        }
        await opts.beforeAccepting?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable soft breaks and returns the first link in a raw message. */
export function linksIn(raw: string): string[] {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
}
