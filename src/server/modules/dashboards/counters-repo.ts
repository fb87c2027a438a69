import { eq, sql } from "drizzle-orm";
import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { organisations, providers } from "../../db/schema";
import { currentCredential } from "../credentials/current-repo";

/** A dashboard's counters (issue 32 §1): one prepared statement per side, and a provider's opportunities counted on their own. */

const id = sql.placeholder("id");
const month = sql.placeholder("month");

/** This month's recorded studies and the sum of their turnarounds, over one side's contracts. */
const monthVolume = (party: "hospital_organisation_id" | "provider_id", owner: ReturnType<typeof sql.raw>) =>
  sql<{ studies: number; seconds: number }>`(select json_build_object('studies', coalesce(sum(sm.studies), 0), 'seconds', coalesce(sum(sm.turnaround_seconds), 0))
    from study_months sm join contracts c on c.id = sm.contract_id where c.${sql.raw(party)} = ${owner} and sm.month = ${month}::date)`;

const hospitalId = sql.raw(`"organisations"."id"`);

/** `monthStart`: the first day of the current month (UTC), YYYY-MM-DD. */
export async function hospitalCounters(db: Db, organisationId: string, monthStart: string) {
  const read = preparedOnce(db, "dashboard_hospital", (db) =>
    db
      .select({
        name: organisations.name,
        activeTenders: sql<number>`(select count(*)::int from tenders t where t.organisation_id = ${hospitalId} and t.status = 'OPEN' and t.deadline > now())`,
        partnerships: sql<number>`(select count(*)::int from contracts c where c.hospital_organisation_id = ${hospitalId} and c.status in ('scheduled','active'))`,
        volume: monthVolume("hospital_organisation_id", hospitalId),
      })
      .from(organisations)
      .where(eq(organisations.id, id)),
  );
  const [row] = await read.execute({ id: organisationId, month: monthStart });
  return row ?? null;
}

const providerId = sql.raw(`"providers"."id"`);

export async function providerCounters(db: Db, id_: string, monthStart: string) {
  const read = preparedOnce(db, "dashboard_provider", (db) =>
    db
      .select({
        name: providers.name,
        rating: providers.rating,
        reviewCount: providers.reviewCount,
        modalities: providers.modalities,
        activeContracts: sql<number>`(select count(*)::int from contracts c where c.provider_id = ${providerId} and c.status = 'active')`,
        volume: monthVolume("provider_id", providerId),
      })
      .from(providers)
      .where(eq(providers.id, id)),
  );
  const [row] = await read.execute({ id: id_, month: monthStart });
  return row ?? null;
}

/**
 * Open requests the provider may apply to and has not, counted up to the exact-total limit and one more. Its
 * modalities are a value, not a column, so that each count is planned for them: the open requests' own index is read
 * by deadline until enough match, never every request of a common modality; its bids are one hashed list.
 */
export async function opportunitiesOf(db: Db, providerId: string, modalities: string[]): Promise<number> {
  const wanted = sql`array[${sql.join(
    modalities.map((m) => sql`${m}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from tenders t
    where t.status = 'OPEN' and t.deadline > now() and t.modalities && ${wanted}
      and (not t.licence_required or exists (select 1 from credentials where credentials.provider_id = ${providerId} and credentials.type = 'medical_licence'
        and credentials.country = t.country and ${currentCredential()} and credentials.expires_on >= (t.deadline at time zone 'UTC')::date))
      and t.id not in (select a.tender_id from applications a where a.provider_id = ${providerId})
    order by t.deadline limit ${EXACT_TOTAL_LIMIT + 1}) x`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
