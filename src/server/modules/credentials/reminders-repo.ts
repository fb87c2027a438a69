import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import { REMINDER_DAYS } from "@/shared/policy/credentials";
import type { Db, Tx } from "../../db/client";
import { credentialReminders, credentials } from "../../db/credentials-schema";

/** The reminder threshold (30, 7 or 1) the credential's days left fall in, in SQL: thresholdFor's twin. */
function thresholdSql(today: string) {
  const [first, ...rest] = [...REMINDER_DAYS].sort((a, b) => a - b);
  const left = sql`(${credentials.expiresOn} - ${today}::date)`;
  const cases = rest.slice(0, -1).reduce((acc, d) => sql`${acc} when ${left} <= ${d}::int then ${d}::int`, sql`case when ${left} <= ${first}::int then ${first}::int`);
  return sql`${cases} else ${rest.at(-1) ?? first}::int end`;
}

/**
 * A verified credential that expires within `days` days after `today` and whose current reminder has not
 * been sent (served by credentials_verified_expiry_idx and credential_reminders' primary key), so an hourly
 * run reads only what it still has to send.
 */
export function expiringWithin(db: Db, today: string, days: number) {
  return db
    .select({
      id: credentials.id,
      providerId: credentials.providerId,
      type: credentials.type,
      country: credentials.country,
      region: credentials.region,
      number: credentials.number,
      expiresOn: credentials.expiresOn,
      daysLeft: sql<number>`(${credentials.expiresOn} - ${today}::date)::int`,
    })
    .from(credentials)
    .where(
      and(
        eq(credentials.status, "verified"),
        gt(credentials.expiresOn, sql`${today}::date`),
        lte(credentials.expiresOn, sql`${today}::date + ${days}::int`),
        sql`not exists (select 1 from ${credentialReminders} r where r.credential_id = ${credentials.id} and r.expires_on = ${credentials.expiresOn} and r.days_before <= ${thresholdSql(today)})`,
      ),
    )
    .orderBy(asc(credentials.expiresOn), asc(credentials.id));
}

export type ExpiringCredential = Awaited<ReturnType<typeof expiringWithin>>[number];

/** The credential, still verified with the same expiry, locked for this transaction (null once it changed). */
export async function lockUnchanged(tx: Tx, c: Pick<ExpiringCredential, "id" | "expiresOn">) {
  const [row] = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.id, c.id), eq(credentials.status, "verified"), eq(credentials.expiresOn, c.expiresOn)))
    .for("update")
    .limit(1);
  return row !== undefined;
}

/** Whether a reminder nearer the expiry (fewer days before) was already sent for this expiry. */
export async function nearerReminderSent(tx: Tx, credentialId: string, expiresOn: string, daysBefore: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(credentialReminders)
    .where(and(eq(credentialReminders.credentialId, credentialId), eq(credentialReminders.expiresOn, expiresOn), lt(credentialReminders.daysBefore, daysBefore)))
    .limit(1);
  return row !== undefined;
}

/** Claims the reminder: true for exactly one caller, whatever the number of processes (the primary key decides). */
export async function claimReminder(tx: Tx, credentialId: string, expiresOn: string, daysBefore: number): Promise<boolean> {
  const rows = await tx
    .insert(credentialReminders)
    .values({ credentialId, expiresOn, daysBefore })
    .onConflictDoNothing()
    .returning({ credentialId: credentialReminders.credentialId });
  return rows.length > 0;
}
