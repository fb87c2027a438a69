import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { applications } from "../../db/schema";
import type { ApplicationRow } from "./repo";

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
