import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { credentials } from "../../db/credentials-schema";

/**
 * A credential counts (eligibility, the public profile, the directory) while verified, started and not
 * expired: on its expiry day it stops counting. `today` is a YYYY-MM-DD day; by default the database's.
 */
export function currentCredential(today?: string): SQL {
  const day = today ? sql`${today}::date` : sql`current_date`;
  return sql`(${credentials.status} = 'verified' and ${credentials.validFrom} <= ${day} and ${credentials.expiresOn} > ${day})`;
}

/** A current medical licence for `country` that is still valid on `until` (a request's deadline day). */
export function currentLicenceFor(country: string, until: string): SQL {
  return sql`(${credentials.type} = 'medical_licence' and ${credentials.country} = ${country} and ${currentCredential()} and ${credentials.expiresOn} >= ${until}::date)`;
}

/**
 * The columns every credential read selects (`db.select(credentialColumns).from(credentials)`, or
 * `.returning(credentialColumns)`): the row, never the document's bytes, and `current`.
 */
export const credentialColumns = {
  ...getTableColumns(credentials),
  current: sql<boolean>`${currentCredential()}`,
};
