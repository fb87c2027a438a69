import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { applications, tenders } from "../../db/schema";
import type { ApplicationRow } from "./repo";

/** When the request was last amended (null if never, or no such request). */
export async function tenderAmendedAt(db: Db | Tx, tenderId: string): Promise<Date | null> {
  const [row] = await db.select({ amendedAt: tenders.amendedAt }).from(tenders).where(eq(tenders.id, tenderId)).limit(1);
  return row?.amendedAt ?? null;
}

export type PriceTerms = {
  pricePerCt: number;
  currency: string;
  pricesByModality: Record<string, number>;
};

/** Stamps the confirmation (the transaction's now()) and stores the bid's price terms. */
export async function confirmApplication(tx: Tx, id: string, terms: PriceTerms): Promise<ApplicationRow> {
  const [row] = await tx
    .update(applications)
    .set({ ...terms, confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}
