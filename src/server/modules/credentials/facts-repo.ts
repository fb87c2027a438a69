import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { credentials } from "../../db/credentials-schema";
import { providers } from "../../db/schema";
import { currentCredential } from "./current";

/**
 * What the public directory and profile read of credentials (issue 16 §1, §2): only current verified
 * ones, and never their number or document. `today` (YYYY-MM-DD) is the day the directory answers for,
 * the same day its cache key names (see providers/service.ts).
 */

/** Providers with a current verified medical licence in `country` (served by credentials_verified_licence_idx). */
export function licensedIn(country: string, today: string): SQL {
  return sql`exists (select 1 from ${credentials} where ${credentials.providerId} = ${providers.id} and ${credentials.type} = 'medical_licence' and ${credentials.country} = ${country} and ${currentCredential(today)})`;
}

/** The SELECT of the current licence countries of the given providers (exported so tests can EXPLAIN it). */
export function licenceCountriesQuery(db: Db, providerIds: string[], today: string) {
  return db
    .selectDistinct({ providerId: credentials.providerId, country: credentials.country })
    .from(credentials)
    .where(and(inArray(credentials.providerId, providerIds), eq(credentials.type, "medical_licence"), currentCredential(today)));
}

/** The current licence countries (codes) of each of the given providers, in one query. */
export async function licenceCountriesOf(db: Db, providerIds: string[], today: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (providerIds.length === 0) return out;
  const rows = await licenceCountriesQuery(db, providerIds, today);
  for (const r of rows) out.set(r.providerId, [...(out.get(r.providerId) ?? []), r.country]);
  return out;
}

/** A provider's current verified credentials, as public facts: no number, no document. */
export function currentFactsOf(db: Db, providerId: string, today: string) {
  return db
    .select({ type: credentials.type, country: credentials.country, region: credentials.region, issuingBody: credentials.issuingBody, expiresOn: credentials.expiresOn })
    .from(credentials)
    .where(and(eq(credentials.providerId, providerId), currentCredential(today)))
    .orderBy(asc(credentials.type), asc(credentials.expiresOn));
}
