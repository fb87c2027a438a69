import { type SQL, sql } from "drizzle-orm";
import { EXPIRY_NOTICE_DAYS, WAITING_SHOWN, type WaitingKind } from "@/shared/policy/dashboards";

/**
 * What waits for a member, as SQL over the organisation's rows (issue 32 §2). Each kind is a query of rows
 * (id, title, n, m, since, extra), gated by a boolean parameter (the role may act on it), so one prepared
 * statement per side answers every kind and a kind the role may not act on costs nothing.
 */

export const p = {
  org: sql.placeholder("org"),
  user: sql.placeholder("user"),
  today: sql.placeholder("today"),
  gate: (kind: WaitingKind) => sql`${sql.placeholder(`gate_${kind}`)}::boolean`,
};

/** The row a waiting kind reads: its total and the first few items, oldest first. */
export interface WaitingRows {
  total: number;
  items: { id: string; title: string; n: number; m: number; since: string; extra: string | null }[];
}

/**
 * The total and the first WAITING_SHOWN rows of `rows`, as one JSON value. `lazy` works out a shown row's title or `m`
 * from its id (`g.id`), for the shown rows only.
 */
export const waitingGroup = (rows: SQL, lazy: { title?: SQL; m?: SQL } = {}) => sql<WaitingRows>`(select json_build_object('total', count(*)::int, 'items',
    coalesce(json_agg(json_build_object('id', g.id, 'title', ${lazy.title ?? sql`g.title`}, 'n', g.n, 'm', ${lazy.m ?? sql`g.m`}, 'since', g.since, 'extra', g.extra) order by g.since, g.id)
      filter (where g.rank <= ${sql.raw(String(WAITING_SHOWN))}), '[]'::json))
  from (select w.*, row_number() over (order by w.since, w.id) as rank from (${rows}) w) g)`;

const RUNNING = sql.raw(`('scheduled','active')`);

/** A shown request's title. */
export const requestTitle = sql`(select t.title from tenders t where t.id = g.id)`;

/**
 * Open requests with bids still to shortlist, decline or award (none awarded yet), soonest deadline first: the count the
 * database keeps on each request (`undecided_bids`, migration 0013), so no bid is read but the shown ones' shortlisted.
 */
export const bidsRows = sql`select t.id, null::text as title, t.undecided_bids as n, null::int as m, t.deadline as since, null::text as extra
  from tenders t where ${p.gate("bids")} and t.organisation_id = ${p.org}::uuid and t.status = 'OPEN' and t.undecided_bids > 0`;

/**
 * Requests whose panel the member sits on and still waits for them (issue 33): `n` bidders to declare for, `m` bids they
 * may see and have not scored; none once an award is proposed or decided. From the member's panel seats (by user).
 */
export const evaluationsRows = sql`select t.id, null::text as title, d.n, s.m, pm.added_at as since, null::text as extra
  from evaluation_panel_members pm join tenders t on t.id = pm.tender_id
  cross join lateral (select count(*)::int as n from applications a where a.tender_id = t.id and a.status <> 'WITHDRAWN'
    and not exists (select 1 from evaluation_declarations x where x.tender_id = t.id and x.user_id = pm.user_id and x.provider_id = a.provider_id)) d
  cross join lateral (select count(*)::int as m from applications a
    join evaluation_declarations x on x.tender_id = t.id and x.user_id = pm.user_id and x.provider_id = a.provider_id and not x.conflict
    where a.tender_id = t.id and a.status <> 'WITHDRAWN'
      and not exists (select 1 from evaluation_scores sc where sc.application_id = a.id and sc.user_id = pm.user_id)) s
  where ${p.gate("evaluations")} and pm.user_id = ${p.user} and t.organisation_id = ${p.org}::uuid and (d.n > 0 or s.m > 0)
    and not exists (select 1 from award_decisions ad where ad.tender_id = t.id and ad.status in ('proposed','decided'))`;

/** Requests with an award another member proposed for approval (`n`) or challenges waiting for their answer (`m`). */
export const awardsRows = sql`select t.id, null::text as title, count(*) filter (where x.kind = 'approve')::int as n,
    count(*) filter (where x.kind = 'challenge')::int as m, min(x.since) as since, null::text as extra
  from (select ad.tender_id, 'approve' as kind, ad.proposed_at as since from award_decisions ad
          where ad.status = 'proposed' and ad.proposed_by is distinct from ${p.user}
        union all
        select ad.tender_id, 'challenge', c.lodged_at from award_challenges c join award_decisions ad on ad.id = c.decision_id where c.answer is null) x
  join tenders t on t.id = x.tender_id
  where ${p.gate("awards")} and t.organisation_id = ${p.org}::uuid
  group by t.id`;

/** How many of a shown request's bids are shortlisted. */
export const shortlisted = sql`(select count(*)::int from applications a where a.tender_id = g.id and a.status = 'SHORTLISTED')`;

/** Open requests with questions not yet answered (titled by `requestTitle`). */
export const questionsRows = sql`select t.id, null::text as title, count(*)::int as n, 0 as m, min(q.created_at) as since, null::text as extra
  from tenders t join questions q on q.tender_id = t.id
  where ${p.gate("questions")} and t.organisation_id = ${p.org}::uuid and t.status = 'OPEN' and q.answer is null
  group by t.id`;

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
    and cr.expires_on >= ${p.today}::date and cr.expires_on <= ${p.today}::date + ${sql.raw(String(EXPIRY_NOTICE_DAYS))}`;

/** Threads with messages from the other side written since the user last read them (titled by `messageTitle`). */
export const messagesRows = (side: "hospital" | "provider") => sql`select coalesce(m.application_id, m.contract_id) as id, null::text as title, count(*)::int as n, 0 as m,
    min(m.created_at) as since, case when m.application_id is null then 'contract' else 'application' end as extra
  from messages m left join message_reads r on r.user_id = ${p.user} and r.subject_id = coalesce(m.application_id, m.contract_id)
  where ${p.gate("messages")} and ${side === "hospital" ? sql`m.hospital_organisation_id` : sql`m.provider_id`} = ${p.org}::uuid and m.author_side <> ${side}
    and (r.read_at is null or m.created_at > r.read_at)
  group by m.application_id, m.contract_id`;

/** A thread as this side sees it: the contract's title, or the request's (with the bidding provider's name, for the hospital). */
export const messageTitle = (side: "hospital" | "provider") => sql`case when g.extra = 'contract' then (select c.title from contracts c where c.id = g.id)
  else (select ${side === "hospital" ? sql`p.name || ' · ' || t.title` : sql`t.title`} from applications a join tenders t on t.id = a.tender_id
    join providers p on p.id = a.provider_id where a.id = g.id) end`;
