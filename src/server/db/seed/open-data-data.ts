import { inArray } from "drizzle-orm";
import { publishOpenDataChange } from "../../modules/open-data/publish";
import type { Db } from "../client";
import { tenders } from "../schema";

/**
 * The demo's open data (issue 35, PRODUCT.md #40): Klinikum Nordstadt publishes two of its requests, the
 * out-of-hours CT and MRI reads with their award, active contract and measured months, and the MRI backlog request
 * still open for bids. Each is marked as the hospital marks it, and its release made as the app makes one, so
 * /api/ocds/releases and /api/ocds/records show them from the first start; every other demo request stays unpublished.
 */
export async function seedOpenDataDemo(db: Db, demo: { contractedRequestId: string; openRequestId: string }): Promise<void> {
  const ids = [demo.contractedRequestId, demo.openRequestId];
  await db.update(tenders).set({ publishOpenData: true }).where(inArray(tenders.id, ids));
  for (const id of ids) await db.transaction((tx) => publishOpenDataChange(tx, id));
}
