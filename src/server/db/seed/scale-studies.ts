import { sql } from "drizzle-orm";
import { insertMonthFigures } from "../../modules/studies/repo";
import type { Tx } from "../client";
import { deferIndexesAndForeignKeys } from "./scale-insert";

/**
 * Studies per active contract of a scaled database, over its months so far (about three): from 20 to 240, most
 * contracts near the low end (20 + 220 u³: half have under 50, 75 on average; about a million in all at
 * `--scale 100000`), so statements range from quiet months to busy ones.
 */
const FEWEST = 20;
const SPREAD = 220;
/** How often a contract's studies are late, by contract: 1 in 60 (hardly ever a credit) up to 1 in 8 (a credit most months). */
const LATE_ONE_IN = [60, 40, 30, 25, 15, 8];
/** One study in PEER_REVIEWED_ONE_IN is peer-reviewed; its score is drawn from this list (significant: 1 in 20). */
const PEER_REVIEWED_ONE_IN = 12;
const SCORES = [...Array<string>(34).fill("1"), "2a", "2a", "2a", "2a", "3a", "3a", "2b", "3b"];
/** One study in DISPUTED_ONE_IN is disputed by the provider and waits for the hospital. */
const DISPUTED_ONE_IN = 400;
const REASONS = [
  "Our log shows the final report was sent earlier; the images arrived incomplete first.",
  "The images were re-sent after a PACS outage: the clock should start then.",
  "Wrong priority: the request came in as routine.",
];

const list = (values: readonly (string | number)[]) => sql.raw(`array[${values.map((v) => (typeof v === "number" ? v : `'${v}'`)).join(",")}]`);

/**
 * The ledger of a scaled database (issue 31): studies for every active contract of these requests, on its service
 * line, each contract late at its own rate, one in twelve peer-reviewed, one in five with a preliminary report and a
 * few disputed; then the contracts' monthly figures and their providers' directory figures, computed set-based by the
 * same aggregates as the product's (`modules/studies/repo.ts`: refreshMonths, refreshProviderMeasures), so they are
 * what the product would keep. References are opaque hashes (no accession number exists to hash). Returns the studies added.
 */
export async function seedScaleStudies(tx: Tx, requestIds: string[], opts: { deferIndexes: boolean; say?: (line: string) => void }): Promise<number> {
  const say = opts.say ?? (() => {});
  // As for the other tables: a million rows load faster into a table without its indexes and foreign keys.
  const restore = opts.deferIndexes ? await deferIndexesAndForeignKeys(tx, ["studies"]) : undefined;
  // One text parameter: a JavaScript array would become one parameter per id.
  const ids = requestIds.join(",");
  const ledger = sql`(select id from contracts where status = 'active' and tender_id = any(string_to_array(${ids}, ',')::uuid[]))`;
  const inserted = await tx.execute(sql`
    with active as (
      select c.id, c.start_date, v.terms->'lines'->0 as line, (v.terms->'tiers'->0->>'commitmentMinutes')::int as commitment,
             ${FEWEST} + floor(${SPREAD} * power(((hashtext(c.id::text) & 2147483647) % 1000) / 1000.0, 3))::int as count,
             (${list(LATE_ONE_IN)})[1 + (hashtext('late' || c.id::text) & 2147483647) % ${LATE_ONE_IN.length}] as late_one_in
      from contracts c join contract_versions v on v.contract_id = c.id and v.status = 'accepted'
      where c.id in ${ledger}
    ), made as (
      select a.id as contract_id, k, a.line, a.commitment,
             a.start_date + ((hashtext(a.id::text || k) & 2147483647) % greatest(1, current_date - a.start_date - 1)) * interval '1 day'
               + ((hashtext(k || a.id::text) & 2147483647) % 1440) * interval '1 minute' as images_at,
             case when (hashtext('late' || a.id::text || k) & 2147483647) % a.late_one_in = 0
                  then a.commitment * 60 + 60 + (hashtext('m' || k || a.id::text) & 2147483647) % (a.commitment * 60)
                  else 300 + (hashtext('m' || k || a.id::text) & 2147483647) % (a.commitment * 60 - 300) end as seconds,
             (hashtext('s' || k || a.id::text) & 2147483647) as h
      from active a cross join lateral generate_series(1, a.count) k
    )
    insert into studies (contract_id, reference_hash, modality, tier, images_at, preliminary_at, final_at, month, turnaround_seconds,
                         commitment_minutes, within, price_minor, peer_review, submitted_by_side, status, dispute_reason, disputed_at, disputed_by_name)
    select contract_id, md5(contract_id::text || k), line->>'modality', line->>'tier', images_at,
           case when h % 5 = 0 then images_at + (seconds / 2) * interval '1 second' end,
           images_at + seconds * interval '1 second', date_trunc('month', images_at at time zone 'UTC')::date, seconds, commitment,
           seconds <= commitment * 60, (line->>'priceMinor')::bigint,
           case when h % ${PEER_REVIEWED_ONE_IN} = 1 then (${list(SCORES)})[1 + (h / ${PEER_REVIEWED_ONE_IN}) % ${SCORES.length}] end, 'hospital',
           case when h % ${DISPUTED_ONE_IN} = 2 then 'disputed' else 'recorded' end,
           case when h % ${DISPUTED_ONE_IN} = 2 then (${list(REASONS)})[1 + (h / ${DISPUTED_ONE_IN}) % ${REASONS.length}] end,
           case when h % ${DISPUTED_ONE_IN} = 2 then least(now(), images_at + (seconds + 86400) * interval '1 second') end,
           case when h % ${DISPUTED_ONE_IN} = 2 then 'Bench provider' end
    from made
    where images_at + seconds * interval '1 second' < now()`);
  const added = (inserted as unknown as { rowCount?: number }).rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows ?? 0;
  say(`studies: ${added}`);
  if (restore) {
    await restore();
    say("studies: indexes and foreign keys");
  }
  // The product's own aggregates, for every month of these contracts at once.
  await insertMonthFigures(tx, sql`contract_id in ${ledger}`);
  say("studies: the monthly figures");
  // refreshProviderMeasures, for every provider of these contracts at once (over all of its contracts), with the
  // window of measuresWindowStart: this month and the 11 before it.
  await tx.execute(sql`
    with window_start as (select (date_trunc('month', now() at time zone 'UTC') - interval '11 months')::date as day),
    measured as (
      select c.provider_id, count(*)::int as n, (count(*) filter (where s.within))::int as within,
             percentile_disc(0.5) within group (order by s.turnaround_seconds) as median
      from studies s join contracts c on c.id = s.contract_id
      where c.provider_id in (select provider_id from contracts where id in ${ledger})
        and s.month >= (select day from window_start) and s.status = 'recorded'
      group by c.provider_id
    )
    update providers p set measured_studies = coalesce(m.n, 0), measured_within = coalesce(m.within, 0), measured_from = w.day,
           measured_tat_minutes = case when m.n > 0 then round(m.median / 60.0)::int end
    from (select distinct provider_id from contracts where id in ${ledger}) q cross join window_start w
         left join measured m on m.provider_id = q.provider_id
    where p.id = q.provider_id`);
  say("studies: the providers' measured figures");
  return added;
}
