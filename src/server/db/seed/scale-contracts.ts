import { sql } from "drizzle-orm";
import type { Tx } from "../client";

/**
 * The contracts of a scaled database (issue 30): one per awarded application of an organisation's request, in every
 * status, with dates that agree with it (so the lifecycle job has nothing to do), a version for those sent, and a
 * few messages in each contract's thread and in one application's thread in twenty.
 */
export async function seedScaleContracts(tx: Tx, requestIds: string[]): Promise<{ contracts: number; messages: number }> {
  // One text parameter: a JavaScript array would become one parameter per id.
  const list = requestIds.join(",");
  await tx.execute(sql`
    with awarded as (
      select a.id, a.tender_id, a.provider_id, a.currency, a.price_per_ct, t.organisation_id, t.title, t.volumes_per_month,
             coalesce(t.modalities[1], 'CT') as modality,
             (array['draft','sent','scheduled','active','active','active','ended','terminated'])[1 + abs(hashtext(a.id::text)) % 8] as status
      from applications a join tenders t on t.id = a.tender_id
      where a.status = 'AWARDED' and t.organisation_id is not null and t.id = any(string_to_array(${list}, ',')::uuid[])
    ), dated as (
      select *, case status when 'draft' then current_date + 30 when 'sent' then current_date + 30 when 'scheduled' then current_date + 20
                            when 'active' then current_date - 90 else current_date - 500 end as start_date
      from awarded
    ), termed as (
      select *, jsonb_build_object(
        'lines', jsonb_build_array(jsonb_build_object('modality', modality, 'tier', '12-24h', 'priceMinor', greatest(1, round(price_per_ct * 100))::int)),
        'tiers', jsonb_build_array(jsonb_build_object('tier', '12-24h', 'commitmentMinutes', 1440, 'creditBelowPercent', 90, 'creditPercent', 5)),
        'forecast', jsonb_build_object(modality, volumes_per_month),
        'startDate', start_date::text, 'termMonths', 12, 'renewal', 'none', 'noticeDays', 30, 'qualityMaxDiscrepancyPercent', null
      ) as terms
      from dated
    ), inserted as (
      insert into contracts (application_id, tender_id, hospital_organisation_id, provider_id, title, currency, status, awaiting, draft_terms,
                             current_version, start_date, term_months, end_date, renewal, terminates_on, terminated_by_side, termination_reason, termination_noticed_at)
      select id, tender_id, organisation_id, provider_id, title, currency, status,
             case when status = 'sent' then 'provider' end,
             case when status in ('draft', 'sent') then terms end,
             case when status not in ('draft', 'sent') then 1 end,
             start_date, 12, (start_date + interval '12 months' - interval '1 day')::date, 'none',
             case when status = 'terminated' then current_date - 100 end,
             case when status = 'terminated' then 'hospital' end,
             case when status = 'terminated' then 'Volumes moved in-house.' end,
             case when status = 'terminated' then now() - interval '130 days' end
      from termed
      returning id, application_id, status, start_date, draft_terms
    )
    insert into contract_versions (contract_id, number, revision, kind, status, proposed_by_side, effective_from, terms, responded_at)
    select i.id, 1, 1, 'contract', case when i.status = 'sent' then 'pending' else 'accepted' end, 'hospital', i.start_date,
           coalesce(i.draft_terms, t.terms), case when i.status = 'sent' then null else now() end
    from inserted i join termed t on t.id = i.application_id
    where i.status <> 'draft'`);
  const [counted] = (await tx.execute(sql`select count(*)::int as n from contracts where tender_id = any(string_to_array(${list}, ',')::uuid[])`)).rows as [{ n: number }];
  const contracts = counted.n;
  const posted = await tx.execute(sql`
    insert into messages (contract_id, application_id, hospital_organisation_id, provider_id, author_side, author_organisation, body, created_at)
    select c.id, null, c.hospital_organisation_id, c.provider_id, case when k % 2 = 0 then 'hospital' else 'provider' end, 'Bench organisation',
           'About the start of the service: message ' || k, now() - (10 - k) * interval '1 day'
    from contracts c cross join generate_series(1, 6) k
    where c.tender_id = any(string_to_array(${list}, ',')::uuid[])
    union all
    select null, a.id, t.organisation_id, a.provider_id, case when k % 2 = 0 then 'hospital' else 'provider' end, 'Bench organisation',
           'A question about the bid: message ' || k, now() - (10 - k) * interval '1 day'
    from applications a join tenders t on t.id = a.tender_id cross join generate_series(1, 3) k
    where t.id = any(string_to_array(${list}, ',')::uuid[]) and t.organisation_id is not null and abs(hashtext(a.id::text)) % 20 = 0
    returning id`);
  return { contracts, messages: posted.rows.length };
}
