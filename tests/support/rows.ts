/** Reads of the rows integration tests check after a call (the factories make them). */
import { eq, sql } from "drizzle-orm";
import { applications, mailOutbox, tenders } from "@/server/db/schema";
import type { TestApp } from "../integration/harness";

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

export async function applicationsOf(t: TestApp, requestId: string) {
  return t.services.database.db.select().from(applications).where(eq(applications.tenderId, requestId));
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(tenders).where(eq(tenders.id, id));
  return row!;
}

export async function requestsTitled(t: TestApp, title: string) {
  return t.services.database.db.select().from(tenders).where(eq(tenders.title, title));
}

/** Mail queued to an address (its own unique address, so other tests' rows never match). */
export async function mailTo(t: TestApp, to: string) {
  return t.services.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`);
}
