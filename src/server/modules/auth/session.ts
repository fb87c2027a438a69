import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ANONYMOUS, type Actor } from "@/shared/policy/roles";
import type { Services } from "@/server/context";
import type { Db } from "@/server/db/client";
import { preparedOnce } from "@/server/db/prepared";
import { organisationMembers } from "@/server/db/organisations-schema";
import { organisations, profiles, session, user } from "@/server/db/schema";
import { SESSION_TIMES } from "./auth";
import { activeMembershipJoin, actorColumns, actorForUser, actorOf } from "./profile-repo";

/**
 * The actor behind a request's session cookie, in one indexed query (decision 0016). better-auth's own
 * getSession costs several queries and a signature check through WebCrypto on every signed-in request;
 * here the cookie's signature is checked the way better-auth signs it (HMAC-SHA256 of the token with the
 * app's secret) and the session, its user, profile and active membership are read together. A session due for its daily
 * extension goes through better-auth, which extends it.
 */
export async function actorForRequest(c: Context, services: Services): Promise<Actor> {
  const secure = services.config.appUrl.startsWith("https://");
  const value = getCookie(c, `${secure ? "__Secure-" : ""}better-auth.session_token`);
  const token = value ? verifiedToken(value, services.config.authSecret) : null;
  if (!token) return ANONYMOUS;
  const [row] = await sessionActor(services.database.db).execute({ token });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return ANONYMOUS;
  if (row.expiresAt.getTime() - SESSION_TIMES.expiresIn * 1000 + SESSION_TIMES.updateAge * 1000 <= now) {
    const extended = await services.auth.api.getSession({ headers: c.req.raw.headers });
    return extended ? actorForUser(services.database.db, extended.user.id) : ANONYMOUS;
  }
  return actorOf(row.userId, row);
}

/** The token of a signed cookie value (`token.signature`), or null when the signature is not the app's. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const sessionActor = (db: Db) =>
  preparedOnce(db, "session_actor", (db) =>
    db
      .select({ userId: session.userId, expiresAt: session.expiresAt, ...actorColumns })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .leftJoin(organisationMembers, activeMembershipJoin(user.id))
      .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(session.token, sql.placeholder("token")))
      .limit(1),
  );
