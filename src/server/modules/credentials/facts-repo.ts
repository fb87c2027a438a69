import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { credentials } from "../../db/credentials-schema";
import { providers } from "../../db/schema";
import { currentCredential } from "./current-repo";

/**
 * What the public directory and profile read of credentials (issue 16 §1, §2): only current verified
 * ones, and never their number or document. `today` (YYYY-MM-DD) is the day the directory answers for,
 * the same day its cache key names (see providers/service.ts).
 */

/** Providers with a current verified medical licence in `country` (served by credentials_verified_licence_idx). */
export function licensedIn(country: string, today: string): SQL {
  return sql`exists (select 1 from ${credentials} where ${credentials.providerId} = ${providers.id} and ${credentials.type} = 'medical_licence' and ${credentials.country} = ${country} and ${currentCredential(today)})`;
}

/**
 * The current licence countries (codes) of the provider whose id is `source`."id", as a column of a page of
 * providers: read with the page, from credentials_provider_idx. `source` is the page's table or subquery name,
 * written out because Drizzle leaves columns in a select list unqualified.
 */
export function licenceCountriesColumn(source: string, today: string): SQL<string[]> {
  return sql<string[]>`(select coalesce(array_agg(distinct ${credentials.country}), '{}') from ${credentials} where ${credentials.providerId} = ${sql.identifier(source)}."id" and ${credentials.type} = 'medical_licence' and ${currentCredential(today)})`;
}

/** A provider's current verified credentials, as public facts: no number, no document. */
export function currentFactsOf(db: Db, providerId: string, today: string) {
  return db
    .select({ type: credentials.type, country: credentials.country, region: credentials.region, issuingBody: credentials.issuingBody, expiresOn: credentials.expiresOn })
    .from(credentials)
    .where(and(eq(credentials.providerId, providerId), currentCredential(today)))
    .orderBy(asc(credentials.type), asc(credentials.expiresOn));
}
