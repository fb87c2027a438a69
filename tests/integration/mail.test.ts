import { freePort } from "../support/free-port";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/outbox";
import { startMailCatcher } from "../support/mail-catcher";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

describe("mail outbox over SMTP", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { ownDatabase: true });
  });
  afterAll(() => t.close());

  it("delivers a queued message to a real SMTP server", async () => {
    const catcher = await startMailCatcher({ port });
    try {
      const to = make.uniqueEmail("deliver");
      await enqueueMail(t.services.database.db, { to, subject: "Hello from RadBridge", text: "Body with a link http://localhost:3999/requests/1" });
      await t.services.mailer.deliverDue();
      const got = catcher.messages.filter((m) => m.to.includes(to));
      expect(got).toHaveLength(1);
      expect(got[0]!.raw).toContain("Subject: Hello from RadBridge");
      const [row] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row?.status).toBe("sent");
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await catcher.close();
    }
  });

  it("keeps mail queued while the SMTP server is down and delivers each once when it is back", async () => {
    const recipients = [make.uniqueEmail("down"), make.uniqueEmail("down"), make.uniqueEmail("down")];
    for (const to of recipients) await enqueueMail(t.services.database.db, { to, subject: "Queued while down", text: "x" });

    // No server listening: every attempt fails and is rescheduled with backoff.
    await t.services.mailer.deliverDue();
    const failed = await t.services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
    expect(failed.map((r) => [r.status, r.attempts])).toEqual(recipients.map(() => ["pending", 1]));
    expect(failed.every((r) => r.lastError && r.nextAttemptAt.getTime() > Date.now())).toBe(true);

    const catcher = await startMailCatcher({ port });
    try {
      // Make the retries due now instead of waiting for the backoff.
      await t.services.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(inArray(mailOutbox.to, recipients));
      await t.services.mailer.deliverDue();
      await t.services.mailer.deliverDue();
      for (const to of recipients) expect(catcher.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      const rows = await t.services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
      expect(rows.every((r) => r.status === "sent")).toBe(true);
    } finally {
      await catcher.close();
    }
  });

  it("never hands one message to two delivery loops at once", async () => {
    const catcher = await startMailCatcher({ port });
    try {
      const recipients = Array.from({ length: 6 }, () => make.uniqueEmail("race"));
      for (const to of recipients) await enqueueMail(t.services.database.db, { to, subject: "Race", text: "x" });
      await Promise.all([t.services.mailer.deliverDue(), t.services.mailer.deliverDue(), t.services.mailer.deliverDue()]);
      for (const to of recipients) expect(catcher.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await catcher.close();
    }
  });
});
