import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { organisationMembers } from "@/server/db/organisations-schema";
import { preparedOnce } from "@/server/db/prepared";
import { organisations, profiles, session, user } from "@/server/db/schema";
import { activeMembershipJoin, actorColumns } from "./profile-repo";

/** A session with its user, profile and active membership, in one indexed query (decision 0016). */
export const sessionActor = (db: Db) =>
  preparedOnce(db, "session_actor", (db) =>
    db
      .select({ userId: session.userId, expiresAt: session.expiresAt, signedInAt: session.createdAt, lastActiveAt: session.updatedAt, ...actorColumns })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .leftJoin(organisationMembers, activeMembershipJoin(user.id))
      .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(session.token, sql.placeholder("token")))
      .limit(1),
  );

/**
 * Notes the session's activity and rolls its expiry on, never past its absolute end: `idleSeconds` after now, at most
 * `lifetimeSeconds` after it began. Timed by the database's clock. Answers the new expiry.
 */
export async function touchSession(db: Db, token: string, idleSeconds: number, lifetimeSeconds: number): Promise<Date | null> {
  const [row] = await db
    .update(session)
    .set({
      updatedAt: sql`now()`,
      expiresAt: sql`least(now() + make_interval(secs => ${idleSeconds}), ${session.createdAt} + make_interval(secs => ${lifetimeSeconds}))`,
    })
    .where(eq(session.token, token))
    .returning({ expiresAt: session.expiresAt });
  return row?.expiresAt ?? null;
}

/** A new session, as better-auth makes one (its endpoints and `sessionActor` read it alike). */
export async function insertSession(db: Db, row: { id: string; token: string; userId: string; idleSeconds: number; ipAddress: string | null; userAgent: string | null }) {
  const [created] = await db
    .insert(session)
    .values({ id: row.id, token: row.token, userId: row.userId, ipAddress: row.ipAddress, userAgent: row.userAgent, expiresAt: sql`now() + make_interval(secs => ${row.idleSeconds})` })
    .returning({ expiresAt: session.expiresAt, createdAt: session.createdAt });
  return created!;
}

export async function userOfSession(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ userId: session.userId }).from(session).where(eq(session.token, token)).limit(1);
  return row?.userId ?? null;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token, token));
}
