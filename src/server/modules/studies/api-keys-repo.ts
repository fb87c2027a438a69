import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { organisations } from "../../db/organisations-schema";
import { apiKeys } from "../../db/studies-schema";

type Conn = Db | Tx;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const listKeys = (db: Conn, organisationId: string) =>
  db.select().from(apiKeys).where(eq(apiKeys.organisationId, organisationId)).orderBy(desc(apiKeys.createdAt)).limit(100);

export async function activeKeyCount(tx: Tx, organisationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(tx: Tx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

export async function revokeKey(tx: Tx, organisationId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.organisationId, organisationId), eq(apiKeys.id, id)))
    .returning();
  return row ?? null;
}

/** The key with this secret's hash and its organisation's kind, marked as used now. */
export async function touchKey(db: Db, secretHash: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .from(organisations)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), eq(organisations.id, apiKeys.organisationId)))
    .returning({ id: apiKeys.id, name: apiKeys.name, organisationId: apiKeys.organisationId, kind: organisations.kind });
  if (row) return { ...row, revoked: false };
  const [revoked] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return revoked ? { revoked: true as const } : null;
}
