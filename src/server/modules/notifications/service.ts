import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  NOTIFICATION_LIST_SIZE,
  NOTIFICATION_MESSAGES,
  type NotificationList,
  type NotificationSettings,
  type Unsubscribe,
  UNREAD_LIMIT,
  type UpdateNotificationSettingsInput,
} from "@/shared/contracts/notifications";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { Invalid, NotFound } from "../../errors";
import { rescheduleDigests } from "../saved-searches/repo";
import * as repo from "./repo";
import { readUnsubscribeToken } from "./token";

const settingsOf = (row: { mutedKinds: string[]; timeZone: string } | null): NotificationSettings => ({
  mail: Object.fromEntries(MAIL_KINDS.map((k) => [k, !row?.mutedKinds.includes(k)])) as NotificationSettings["mail"],
  timeZone: row?.timeZone ?? "UTC",
});

export async function getSettings(ctx: ServiceContext, actor: Actor): Promise<NotificationSettings> {
  return settingsOf(await repo.findSettings(ctx.db, actor.userId as string));
}

/** Switches kinds on or off and sets the digest's time zone; daily searches move to the new zone's 07:00. */
export async function updateSettings(ctx: ServiceContext, actor: Actor, input: UpdateNotificationSettingsInput): Promise<NotificationSettings> {
  const userId = actor.userId as string;
  return ctx.db.transaction(async (tx) => {
    const current = settingsOf(await repo.findSettings(tx, userId));
    const mail = { ...current.mail, ...input.mail };
    const mutedKinds = MAIL_KINDS.filter((k) => mail[k] === false);
    const row = await repo.saveSettings(tx, userId, { mutedKinds, ...(input.timeZone ? { timeZone: input.timeZone } : {}) });
    if (input.timeZone && input.timeZone !== current.timeZone) await rescheduleDigests(tx, userId, input.timeZone, new Date());
    return settingsOf(row);
  });
}

export async function listNotifications(ctx: ServiceContext, actor: Actor): Promise<NotificationList> {
  const userId = actor.userId as string;
  const [rows, unread] = await Promise.all([repo.latest(ctx.db, userId, NOTIFICATION_LIST_SIZE), repo.unreadUpTo(ctx.db, userId, UNREAD_LIMIT)]);
  return {
    data: rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, link: r.link, read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
    unread: Math.min(unread, UNREAD_LIMIT),
    unreadMore: unread > UNREAD_LIMIT,
  };
}

export async function markRead(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  if (!(await repo.markRead(ctx.db, actor.userId as string, id))) throw new NotFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllRead(ctx: ServiceContext, actor: Actor): Promise<void> {
  await repo.markAllRead(ctx.db, actor.userId as string);
}

/** The user and kind an unsubscribe link names; a bad, forged or expired token, or a deleted user, is a 400. */
async function tokenHolder(ctx: ServiceContext, token: string | undefined) {
  const read = token ? readUnsubscribeToken(ctx.secret, token) : null;
  const email = read ? await repo.userEmail(ctx.db, read.userId) : null;
  if (!read || !email) throw new Invalid(NOTIFICATION_MESSAGES.badToken);
  return { ...read, email };
}

/** What a link would switch off, for the page that asks to confirm (no sign-in: the signed token is the authority). */
export async function unsubscribeInfo(ctx: ServiceContext, _actor: Actor, { token }: { token?: string }): Promise<Unsubscribe> {
  const { userId, kind, email } = await tokenHolder(ctx, token);
  const settings = await repo.findSettings(ctx.db, userId);
  return { kind, label: MAIL_KIND_LABELS[kind], email, unsubscribed: settings?.mutedKinds.includes(kind) ?? false };
}

/** Switches the link's kind off (the page's button, and mail clients' one-click POST). */
export async function unsubscribe(ctx: ServiceContext, _actor: Actor, { token }: { token?: string }): Promise<Unsubscribe> {
  const { userId, kind, email } = await tokenHolder(ctx, token);
  await repo.muteKind(ctx.db, userId, kind);
  return { kind, label: MAIL_KIND_LABELS[kind], email, unsubscribed: true };
}
