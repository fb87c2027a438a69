import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { mailOutbox } from "@/server/db/schema";
import { createMailer } from "@/server/mail/mailer";
import { enqueueMail } from "@/server/mail/outbox";
import { smtpTransport } from "@/server/mail/transport";
import { startMailCatcher } from "../support/mail-catcher";
import { postgresAdmin } from "../support/postgres-admin";
import { createDatabase, TEST_DATABASE_URL } from "./harness";
import * as make from "../support/factories";
import { describePostgresOnly } from "../support/postgres-only";

/** What the mailer logged, one parsed JSON line each. */
function capturingLogger() {
  const lines: { msg: string }[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describePostgresOnly("mail delivered while the database goes away", () => {
  let own: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let admin: Awaited<ReturnType<typeof postgresAdmin>>;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    own = await createDatabase(TEST_DATABASE_URL!);
    database = await openDatabase({ url: own.url, logger });
    await migrate(database);
    admin = await postgresAdmin(TEST_DATABASE_URL!, own.name);
  });
  afterAll(async () => {
    await admin?.allowConnections(true);
    await admin?.close();
    await database?.close();
    await own?.drop();
  });

  it("records a message sent just before the database stopped answering once it is back, and never sends it again", async () => {
    // The SMTP server takes the message, then the database refuses connections and loses the ones it had.
    const catcher = await startMailCatcher({
      beforeAccepting: async () => {
        await admin.allowConnections(false);
        await admin.terminateBackends();
      },
    });
    const mailer = createMailer(database.db, smtpTransport(`smtp://127.0.0.1:${catcher.port}`, "test@radbridge.test"), logger);
    try {
      const to = make.uniqueEmail("outage");
      await enqueueMail(database.db, { to, subject: "Sent during an outage", text: "x" });

      const delivering = mailer.deliverDue();
      await until(() => lines.some((l) => l.msg.startsWith("could not record the outcome")), "a failed attempt to record the delivery");
      expect(catcher.messages).toHaveLength(1);
      await admin.allowConnections(true);

      expect(await delivering).toBe(1);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row?.status).toBe("sent");
      expect(row?.attempts).toBe(0);

      // Well past the claim: nothing is due, nothing is sent twice.
      await database.db.update(mailOutbox).set({ lockedUntil: null, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.to, to));
      expect(await mailer.deliverDue()).toBe(0);
      expect(catcher.messages).toHaveLength(1);
    } finally {
      await mailer.stop();
      await catcher.close();
    }
  });
});
