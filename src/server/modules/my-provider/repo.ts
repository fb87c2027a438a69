import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { providers } from "../../db/schema";
export { toProvider } from "../providers/repo";

type Row = typeof providers.$inferSelect;

export type ProviderChanges = Partial<Omit<typeof providers.$inferInsert, "id" | "verified" | "pinned" | "rating" | "reviewCount" | "verifiedReviews" | "createdAt">>;


export async function findProvider(db: Db | Tx, id: string): Promise<Row | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row ?? null;
}

export async function updateProvider(db: Db | Tx, id: string, changes: ProviderChanges): Promise<Row | null> {
  const [row] = await db
    .update(providers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning();
  return row ?? null;
}
