import { type SQL, sql } from "drizzle-orm";
import { WAITING_SHOWN, type WaitingKind } from "@/shared/policy/dashboards";

/**
 * What waits for a member, as SQL over the organisation's rows (issue 32 §2). Each kind is a query of rows
 * (id, title, n, m, since, extra), gated by a boolean parameter (the role may act on it), so one prepared
 * statement per side answers every kind and a kind the role may not act on costs nothing.
 */

export const p = {
  org: sql.placeholder("org"),
  user: sql.placeholder("user"),
  month: sql.placeholder("month"),
  today: sql.placeholder("today"),
  gate: (kind: WaitingKind) => sql`${sql.placeholder(`gate_${kind}`)}::boolean`,
};

/** The row a waiting kind reads: its total and the first few items, oldest first. */
export interface WaitingRows {
  total: number;
  items: { id: string; title: string; n: number; m: number; since: string; extra: string | null }[];
}

/** The total and the first WAITING_SHOWN rows of `rows`, as one JSON value. */
export const waitingGroup = (rows: SQL) => sql<WaitingRows>`(select json_build_object('total', count(*)::int, 'items',
    coalesce(json_agg(json_build_object('id', g.id, 'title', g.title, 'n', g.n, 'm', g.m, 'since', g.since, 'extra', g.extra) order by g.since, g.id) filter (where g.rank <= ${sql.raw(String(WAITING_SHOWN))}), '[]'::json))
  from (select w.*, row_number() over (order by w.since, w.id) as rank from (${rows}) w) g)`;

const RUNNING = sql.raw(`('scheduled','active')`);

/** Requests with bids still to shortlist, decline or award: open, none awarded yet. */
export const bidsRows = sql`select t.id, t.title, count(*)::int as n, (count(*) filter (where a.status = 'SHORTLISTED'))::int as m, min(a.created_at) as since, null::text as extra
  from tenders t join applications a on a.tender_id = t.id
  where ${p.gate("bids")} and t.organisation_id = ${p.org}::uuid and t.status = 'OPEN' and a.status in ('SUBMITTED','SHORTLISTED')
    and not exists (select 1 from applications w where w.tender_id = t.id and w.status = 'AWARDED')
  group by t.id, t.title`;

/** Open requests with questions not yet answered. */
export const questionsRows = sql`select t.id, t.title, count(*)::int as n, 0 as m, min(q.created_at) as since, null::text as extra
  from tenders t join questions q on q.tender_id = t.id
  where ${p.gate("questions")} and t.organisation_id = ${p.org}::uuid and t.status = 'OPEN' and q.answer is null
  group by t.id, t.title`;

/** The hospital's drafts to send and change proposals to answer. */
export const hospitalContractsRows = sql`select c.id, c.title, 0 as n, 0 as m, c.updated_at as since, c.status::text as extra from contracts c
  where ${p.gate("contracts")} and c.hospital_organisation_id = ${p.org}::uuid and (c.status = 'draft' or (c.status in ${RUNNING} and c.awaiting = 'hospital'))`;

/** The provider's sent versions to accept and change proposals to answer. */
export const providerContractsRows = sql`select c.id, c.title, 0 as n, 0 as m, c.updated_at as since, c.status::text as extra from contracts c
  where ${p.gate("contracts")} and c.provider_id = ${p.org}::uuid and (c.status = 'sent' or (c.status in ${RUNNING} and c.awaiting = 'provider'))`;

/** Contracts with studies this side recorded that the other side disputes: only the submitter resolves them. */
export const disputesRows = (side: "hospital" | "provider") => sql`select c.id, c.title, count(*)::int as n, 0 as m, min(s.disputed_at) as since, null::text as extra
  from contracts c join studies s on s.contract_id = c.id and s.status = 'disputed'
  where ${p.gate("disputes")} and ${side === "hospital" ? sql`c.hospital_organisation_id` : sql`c.provider_id`} = ${p.org}::uuid and s.submitted_by_side = ${side}
  group by c.id, c.title`;

/** Bids made before their request's last amendment and not confirmed since, on requests still open. */
export const amendmentsRows = sql`select a.id, t.title, 0 as n, 0 as m, t.amended_at as since, t.id::text as extra
  from applications a join tenders t on t.id = a.tender_id
  where ${p.gate("amendments")} and a.provider_id = ${p.org}::uuid and a.status in ('SUBMITTED','SHORTLISTED') and t.status = 'OPEN' and t.deadline > now()
    and t.amended_at > a.created_at and (a.confirmed_at is null or a.confirmed_at < t.amended_at)`;

/** Verified credentials that expire within the notice period. */
export const credentialsRows = sql`select cr.id, cr.type as title, 0 as n, 0 as m, cr.expires_on::timestamptz as since, cr.country as extra
  from credentials cr
  where ${p.gate("credentials")} and cr.provider_id = ${p.org}::uuid and cr.status = 'verified'
    and cr.expires_on >= ${p.today}::date and cr.expires_on <= ${p.today}::date + 30`;

/**
 * Threads with messages from the other side written since the user last read them. `title` names the thread as
 * this side sees it: the provider and the request (hospital), the request (provider), or the contract.
 */
export const messagesRows = (side: "hospital" | "provider") => {
  const mine = side === "hospital" ? sql`m.hospital_organisation_id` : sql`m.provider_id`;
  const bidTitle = side === "hospital" ? sql`p.name || ' · ' || t.title` : sql`t.title`;
  return sql`select u.id, coalesce(ct.title, ${bidTitle}) as title, u.n, 0 as m, u.since, u.kind as extra from (
      select coalesce(m.application_id, m.contract_id) as id, m.application_id, m.contract_id, count(*)::int as n, min(m.created_at) as since,
        case when m.application_id is null then 'contract' else 'application' end as kind
      from messages m left join message_reads r on r.user_id = ${p.user} and r.subject_id = coalesce(m.application_id, m.contract_id)
      where ${p.gate("messages")} and ${mine} = ${p.org}::uuid and m.author_side <> ${side} and (r.read_at is null or m.created_at > r.read_at)
      group by m.application_id, m.contract_id) u
    left join contracts ct on ct.id = u.contract_id
    left join applications a on a.id = u.application_id left join tenders t on t.id = a.tender_id left join providers p on p.id = a.provider_id`;
};
