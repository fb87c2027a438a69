import type { AccountSession } from "@/shared/contracts/security";
import type { Actor } from "@/shared/policy/roles";
import { revokeSessionRefusal } from "@/shared/policy/security";
import type { ServiceContext } from "@/server/context";
import { enforce, NotFound } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { mails } from "@/server/mail/templates";
import { recordEvent } from "../events/record";
import { deviceOf } from "./device";
import { approximatePlace } from "./place";
import { userEmail } from "../notifications/repo";
import { deleteOtherSessions, deleteSession, sessionOf, sessionsOf } from "./repo";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";

type Current = { sessionToken: string };

/** The signed-in user's own sessions: device, rough place, when signed in and last active; never a token or address. */
export async function listSessions(ctx: ServiceContext, actor: Actor, input: Current): Promise<AccountSession[]> {
  const rows = await sessionsOf(ctx.db, actor.userId as string);
  return rows.map((s) => ({
    id: s.id,
    device: deviceOf(s.userAgent),
    place: approximatePlace(s.ipAddress),
    signedInAt: s.createdAt.toISOString(),
    lastActiveAt: s.lastActiveAt.toISOString(),
    current: s.token === input.sessionToken,
  }));
}

/** Signs out one of the user's other sessions: its next request is anonymous. */
export async function signOutSession(ctx: ServiceContext, actor: Actor, input: Current & { id: string }): Promise<void> {
  const target = await sessionOf(ctx.db, actor.userId as string, input.id);
  if (!target) throw new NotFound(SECURITY_MESSAGES.sessionNotFound);
  enforce(revokeSessionRefusal({ current: target.token === input.sessionToken }));
  await deleteSession(ctx.db, target.id);
}

/** Signs out every session of the user but this one; answers how many ended. */
export async function signOutOtherSessions(ctx: ServiceContext, actor: Actor, input: Current): Promise<{ ended: number }> {
  return { ended: await deleteOtherSessions(ctx.db, actor.userId as string, input.sessionToken) };
}

const TWO_FACTOR_ACTIONS = { enabled: "two_factor_enabled", disabled: "two_factor_disabled", codes: "recovery_codes_replaced" } as const;

/** A two-factor change better-auth has made: the history and the mail to the user, together. */
export async function recordTwoFactorChange(ctx: ServiceContext, actor: Actor, change: keyof typeof TWO_FACTOR_ACTIONS): Promise<void> {
  const userId = actor.userId as string;
  await ctx.db.transaction(async (tx) => {
    const email = await userEmail(tx, userId);
    if (email) await enqueueMail(tx, mails.twoFactorChanged(email, change, ctx.appUrl));
    await recordEvent(tx, actor, { entityType: "user", entityId: userId, action: TWO_FACTOR_ACTIONS[change] });
  });
  ctx.mailer.kick();
}
