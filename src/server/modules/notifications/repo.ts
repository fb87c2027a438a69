import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MailKind } from "@/shared/contracts/notifications";
import type { Db, Tx } from "../../db/client";
import { notificationSettings, notifications } from "../../db/notifications-schema";
import { user } from "../../db/schema";

type Conn = Db | Tx;

/** The users behind these addresses, with the kinds of mail each has switched off. */
export async function recipientsByEmail(db: Conn, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ userId: user.id, email: user.email, muted: notificationSettings.mutedKinds })
    .from(user)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(inArray(user.email, [...new Set(emails)]));
}

export async function insertNotifications(db: Conn, rows: { userId: string; kind: string; title: string; link: string | null }[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function findSettings(db: Conn, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? null;
}

/** Writes the settings (a row is made on first use); returns them. */
export async function saveSettings(db: Conn, userId: string, values: { mutedKinds?: string[]; timeZone?: string }) {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Switches one kind off, keeping the others as they are. */
export async function muteKind(db: Conn, userId: string, kind: MailKind) {
  await db
    .insert(notificationSettings)
    .values({ userId, mutedKinds: [kind] })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        mutedKinds: sql`(select array(select distinct k from unnest(${notificationSettings.mutedKinds} || array[${kind}]::text[]) k order by k))`,
        updatedAt: sql`now()`,
      },
    });
}

/** Sets the time zone only when the user has no settings yet (the browser's zone, given when a first search is saved). */
export async function timeZoneIfUnset(db: Conn, userId: string, timeZone: string) {
  await db.insert(notificationSettings).values({ userId, timeZone }).onConflictDoNothing();
}

/** The latest notifications, newest first (notifications_user_created_idx). */
export function latest(db: Conn, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Unread notifications, counted up to `limit` + 1 (notifications_user_unread_idx). */
export async function unreadUpTo(db: Conn, userId: string, limit: number): Promise<number> {
  const unread = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(limit + 1)
    .as("unread");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(unread);
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Conn, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Conn, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function userEmail(db: Conn, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
}
