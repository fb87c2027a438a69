import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_KINDS, type MailKind } from "@/shared/contracts/notifications";

/** An unsubscribe link works this long after its mail was sent. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64url");
const sign = (payload: string, secret: string) => createHmac("sha256", `unsubscribe:${secret}`).update(payload).digest();

/** A signed, expiring token naming a user and a kind of mail: `payload.signature`, both base64url. */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind, now = Date.now()): string {
  const payload = b64(JSON.stringify({ u: userId, k: kind, e: Math.floor(now / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400 }));
  return `${payload}.${b64(sign(payload, secret))}`;
}

/** The user and kind of a token signed with this secret and not expired; null otherwise. */
export function readUnsubscribeToken(secret: string, token: string, now = Date.now()): { userId: string; kind: MailKind } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, k, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; k?: unknown; e?: unknown };
    if (typeof u !== "string" || typeof e !== "number" || !MAIL_KINDS.includes(k as MailKind)) return null;
    if (e * 1000 < now) return null;
    return { userId: u, kind: k as MailKind };
  } catch {
    return null;
  }
}
