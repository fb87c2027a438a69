import { sql } from "drizzle-orm";
import type { Tx } from "../client";

/** Studies per active contract of a scaled database: about 40 a month over its three months so far. */
const PER_CONTRACT = 120;

/**
 * The ledger of a scaled database (issue 31): studies for every active contract of these requests, on its one service
 * line, about one in six over its commitment and one in ten peer-reviewed; then the monthly figures and the providers'
 * directory figures, computed by the same SQL aggregates as the product's (`modules/studies/repo.ts`), set-based.
 * References are opaque hashes of the row (no accession number exists to hash).
 */
export async function seedScaleStudies(tx: Tx, requestIds: string[]): Promise<number> {
  const list = requestIds.join(",");
  const inserted = await tx.execute(sql`
    with active as (
      select c.id, c.start_date, v.terms->'lines'->0 as line, (v.terms->'tiers'->0->>'commitmentMinutes')::int as commitment
      from contracts c join contract_versions v on v.contract_id = c.id and v.status = 'accepted'
      where c.status = 'active' and c.tender_id = any(string_to_array(${list}, ',')::uuid[])
    ), made as (
      select a.id as contract_id, k, a.line, a.commitment,
             a.start_date + (abs(hashtext(a.id::text || k)) % greatest(1, current_date - a.start_date - 1)) * interval '1 day'
               + (abs(hashtext(k || a.id::text)) % 1440) * interval '1 minute' as images_at,
             case when abs(hashtext('late' || a.id::text || k)) % 6 = 0 then a.commitment * 60 + 60 + abs(hashtext('m' || k || a.id::text)) % (a.commitment * 60)
                  else 300 + abs(hashtext('m' || k || a.id::text)) % (a.commitment * 60 - 300) end as seconds
      from active a cross join generate_series(1, ${PER_CONTRACT}) k
    )
    insert into studies (contract_id, reference_hash, modality, tier, images_at, final_at, month, turnaround_seconds, commitment_minutes, within,
                         price_minor, peer_review, submitted_by_side)
    select contract_id, left(md5(contract_id::text || k), 32), line->>'modality', line->>'tier', images_at, images_at + seconds * interval '1 second',
           date_trunc('month', images_at at time zone 'UTC')::date, seconds, commitment, seconds <= commitment * 60, (line->>'priceMinor')::bigint,
           case when k % 10 = 0 then (array['1','1','1','2a','2b','3a','3b'])[1 + abs(hashtext('p' || k || contract_id::text)) % 7] end, 'hospital'
    from made
    where images_at + seconds * interval '1 second' < now()`);
  await tx.execute(sql`
    insert into study_months (contract_id, month, modality, tier, studies, within, fees_minor, reviewed, significant)
    select contract_id, month, modality, tier, count(*), count(*) filter (where within), sum(price_minor), count(peer_review),
           count(*) filter (where peer_review in ('2b','3b'))
    from studies where status = 'recorded' group by contract_id, month, modality, tier
    on conflict do nothing`);
  await tx.execute(sql`
    insert into study_month_tiers (contract_id, month, tier, commitment_minutes, p50, p90, p95, distribution, disputed)
    select contract_id, month, tier, max(commitment_minutes),
           percentile_disc(0.5) within group (order by turnaround_seconds), percentile_disc(0.9) within group (order by turnaround_seconds),
           percentile_disc(0.95) within group (order by turnaround_seconds),
           array[(count(*) filter (where turnaround_seconds <= commitment_minutes * 15))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 15 and turnaround_seconds <= commitment_minutes * 30))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 30 and turnaround_seconds <= commitment_minutes * 45))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 45 and turnaround_seconds <= commitment_minutes * 60))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 60 and turnaround_seconds <= commitment_minutes * 90))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 90 and turnaround_seconds <= commitment_minutes * 120))::int,
                 (count(*) filter (where turnaround_seconds > commitment_minutes * 120))::int], 0
    from studies group by contract_id, month, tier
    on conflict do nothing`);
  await tx.execute(sql`
    update providers p set measured_studies = m.n, measured_within = m.within, measured_from = m.from_day, measured_tat_minutes = round(m.median / 60.0)::int
    from (
      select c.provider_id, count(*)::int as n, (count(*) filter (where s.within))::int as within,
             percentile_disc(0.5) within group (order by s.turnaround_seconds) as median,
             (date_trunc('month', now() at time zone 'UTC') - interval '11 months')::date as from_day
      from studies s join contracts c on c.id = s.contract_id
      where s.month >= (date_trunc('month', now() at time zone 'UTC') - interval '11 months')::date
      group by c.provider_id
    ) m
    where p.id = m.provider_id`);
  return (inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows ?? 0;
}
