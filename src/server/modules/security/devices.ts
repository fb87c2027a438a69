import type { Db } from "@/server/db/client";
import { enqueueMail } from "@/server/mail/outbox";
import { mails } from "@/server/mail/templates";
import { deviceOf } from "./device";
import { approximatePlace } from "./place";
import { userEmail } from "../notifications/repo";
import { rememberDevice } from "./repo";

/**
 * A new session: the device is remembered, and a device the account has not used before, when it had used another,
 * is mailed (issue 34 §3). Answers whether a mail was queued. The device is its browser and system, never the address.
 */
export async function noteSignIn(
  db: Db,
  appUrl: string,
  session: { userId: string; userAgent?: string | null; ipAddress?: string | null; createdAt: Date },
): Promise<boolean> {
  const device = deviceOf(session.userAgent);
  return db.transaction(async (tx) => {
    if (!(await rememberDevice(tx, session.userId, device))) return false;
    const email = await userEmail(tx, session.userId);
    if (!email) return false;
    await enqueueMail(tx, mails.newSignIn(email, { device, place: approximatePlace(session.ipAddress), at: session.createdAt, appUrl }));
    return true;
  });
}
