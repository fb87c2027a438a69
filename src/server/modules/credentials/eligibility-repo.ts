import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { credentials } from "../../db/credentials-schema";
import { currentLicenceFor } from "./current-repo";

/** Whether the provider holds a current verified medical licence for `country`, valid until `until` (YYYY-MM-DD). */
export async function hasCurrentLicence(db: Db | Tx, providerId: string, country: string, until: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(credentials)
    .where(and(eq(credentials.providerId, providerId), currentLicenceFor(country, until)))
    .limit(1);
  return row !== undefined;
}
