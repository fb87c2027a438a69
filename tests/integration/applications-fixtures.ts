import { eq, sql } from "drizzle-orm";
import { applications, mailOutbox, providers, tenders } from "@/server/db/schema";
import { type TestApp, unique } from "./harness";

/** A provider of its own, with a unique name and slug. */
export async function makeProvider(t: TestApp, name = unique("Provider")) {
  const [row] = await t.services.database.db
    .insert(providers)
    .values({ name, slug: unique("prov").toLowerCase(), hqCountry: "DE", modalities: ["CT"], languages: ["en"], description: "Test provider" })
    .returning();
  return row!;
}

/** A request (tender) of its own; OPEN with a deadline a year away unless told otherwise. */
export async function makeTender(
  t: TestApp,
  opts: { hospitalId?: string | null; status?: "OPEN" | "CLOSED"; deadline?: Date; title?: string } = {},
) {
  const [row] = await t.services.database.db
    .insert(tenders)
    .values({
      title: opts.title ?? unique("Night CT reads"),
      facility: unique("Facility"),
      country: "DE",
      description: "Overnight CT reporting",
      modalities: ["CT"],
      hospitalId: opts.hospitalId ?? null,
      status: opts.status ?? "OPEN",
      ...(opts.deadline ? { deadline: opts.deadline } : {}),
    })
    .returning();
  return row!;
}

/** An application inserted directly in a given status (fixture for transition tests). */
export async function makeApplication(
  t: TestApp,
  opts: { tenderId: string; providerId: string; status?: (typeof applications.$inferSelect)["status"]; price?: number },
) {
  const [row] = await t.services.database.db
    .insert(applications)
    .values({ tenderId: opts.tenderId, providerId: opts.providerId, pricePerCt: opts.price ?? 12.5, currency: "EUR", status: opts.status ?? "SUBMITTED" })
    .returning();
  return row!;
}

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

export async function tenderRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(tenders).where(eq(tenders.id, id));
  return row!;
}

export async function applicationsOf(t: TestApp, tenderId: string) {
  return t.services.database.db.select().from(applications).where(eq(applications.tenderId, tenderId));
}

/** Mail queued to an address (its own unique address, so other tests' rows never match). */
export async function mailTo(t: TestApp, to: string) {
  return t.services.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`);
}
