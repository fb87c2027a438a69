import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Provider } from "@/shared/contracts/providers";
import type { Db, Tx } from "../../db/client";
import { providers } from "../../db/schema";
import { toProvider } from "./repo";

/** Provider columns a write may set (table names, not the API's). */
export type ProviderValues = Partial<Omit<typeof providers.$inferInsert, "id" | "createdAt" | "updatedAt">>;

export async function findProvider(db: Db | Tx, id: string): Promise<Provider | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row ? toProvider(row) : null;
}

/** Slugs already used by other providers that a new slug built on `base` could collide with. */
export async function slugsLike(db: Db | Tx, base: string, excludeId?: string): Promise<string[]> {
  const like = or(eq(providers.slug, base), sql`${providers.slug} ~ ${`^${base}-[0-9]+$`}`)!;
  const rows = await db
    .select({ slug: providers.slug })
    .from(providers)
    .where(excludeId ? and(like, ne(providers.id, excludeId)) : like);
  return rows.map((r) => r.slug);
}

export async function slugTaken(db: Db | Tx, slug: string, excludeId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(excludeId ? and(eq(providers.slug, slug), ne(providers.id, excludeId)) : eq(providers.slug, slug))
    .limit(1);
  return Boolean(row);
}

export async function updateProvider(tx: Tx, id: string, values: ProviderValues): Promise<Provider | null> {
  const [row] = await tx
    .update(providers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning();
  return row ? toProvider(row) : null;
}
