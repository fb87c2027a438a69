import { and, asc, gt, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { savedSearchHits } from "../../db/notifications-schema";
import { providers, tenders } from "../../db/schema";
import { type ProviderFilter, where as providerWhere } from "../providers/repo";
import { type RequestFilter, toRecord, where as requestWhere } from "../requests/repo";

const notSentBy = (searchId: string, itemId: typeof tenders.id | typeof providers.id) =>
  notExists(sql`(select 1 from ${savedSearchHits} h where h.saved_search_id = ${searchId} and h.item_id = ${itemId})`);

/** Requests matching the board filter, created after `since`, that this search has not sent yet (tenders_created_idx). */
export async function newRequestMatches(tx: Tx, filter: RequestFilter, since: Date, searchId: string, limit: number) {
  const rows = await tx
    .select()
    .from(tenders)
    .where(and(requestWhere(filter), gt(tenders.createdAt, since), notSentBy(searchId, tenders.id)))
    .orderBy(asc(tenders.createdAt), asc(tenders.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** Providers matching the directory filter, listed after `since`, that this search has not sent yet. */
export function newProviderMatches(tx: Tx, filter: ProviderFilter, since: Date, searchId: string, limit: number) {
  return tx
    .select({ id: providers.id, name: providers.name, slug: providers.slug, hqCountry: providers.hqCountry, modalities: providers.modalities })
    .from(providers)
    .where(and(providerWhere(filter), gt(providers.createdAt, since), notSentBy(searchId, providers.id)))
    .orderBy(asc(providers.createdAt), asc(providers.id))
    .limit(limit);
}

/** Records the items as sent by the search; returns those not recorded before (each item goes out once per search). */
export async function recordHits(tx: Tx, searchId: string, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await tx
    .insert(savedSearchHits)
    .values(itemIds.map((itemId) => ({ savedSearchId: searchId, itemId })))
    .onConflictDoNothing()
    .returning({ itemId: savedSearchHits.itemId });
  return new Set(rows.map((r) => r.itemId));
}

/** Whether anything of the scope was created after `since`: an instant sweep with nothing new reads no search. */
export async function anythingNewSince(db: Db, scope: "requests" | "providers", since: Date): Promise<boolean> {
  const table = scope === "requests" ? tenders : providers;
  const rows = await db.select({ one: sql`1` }).from(table).where(gt(table.createdAt, since)).limit(1);
  return rows.length > 0;
}
