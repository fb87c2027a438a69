import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { ContractTerms } from "@/shared/contracts/contracts";
import type { ContractSide } from "@/shared/policy/contracts";
import { DISTRIBUTION_BOUNDS, SIGNIFICANT_SCORES, } from "@/shared/policy/studies";
import type { Db, Tx } from "../../db/client";
import { contractVersions } from "../../db/contracts-schema";
import { studies, } from "../../db/studies-schema";
import type { CheckedStudy } from "./rows";

type Conn = Db | Tx;
export type StudyRow = typeof studies.$inferSelect;

/** Who sends studies: a member of one side, or a machine client with that side's API key. */
export interface Submitter {
  side: ContractSide;
  userId: string | null;
  apiKeyId: string | null;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];
/** A list as one text parameter, split in SQL: the same on node-postgres and PGlite. */
const listParam = (values: readonly string[]) => values.join(",");

/** The agreed versions, oldest first. */
export async function agreedVersions(db: Conn, contractId: string): Promise<{ effectiveFrom: string; terms: ContractTerms }[]> {
  return db
    .select({ effectiveFrom: contractVersions.effectiveFrom, terms: contractVersions.terms })
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.status, "accepted")))
    .orderBy(asc(contractVersions.number), asc(contractVersions.revision));
}

export interface ExistingStudy {
  id: string;
  hash: string;
  side: ContractSide;
  month: string;
}

/** The studies of a contract already stored under these reference hashes. */
export async function existingStudies(tx: Tx, contractId: string, hashes: readonly string[]): Promise<ExistingStudy[]> {
  if (!hashes.length) return [];
  return rowsOf<ExistingStudy>(
    await tx.execute(sql`
      select id, reference_hash as hash, submitted_by_side as side, to_char(month, 'YYYY-MM-DD') as month
      from studies where contract_id = ${contractId} and reference_hash = any(string_to_array(${listParam(hashes)}, ','))`),
  );
}

/**
 * Writes checked studies in one statement per batch (a JSON array unpacked by jsonb_to_recordset): new references
 * are added, known ones updated; a disputed study sent again by its submitter counts as corrected.
 */
export async function upsertStudies(tx: Tx, contractId: string, by: Submitter, rows: readonly CheckedStudy[]): Promise<void> {
  const batch = rows.map((r) => ({
    h: r.referenceHash,
    m: r.modality,
    t: r.tier,
    i: r.imagesAt.toISOString(),
    p: r.preliminaryAt?.toISOString() ?? null,
    f: r.finalAt.toISOString(),
    mo: r.month,
    s: r.turnaroundSeconds,
    c: r.commitmentMinutes,
    w: r.within,
    pr: r.priceMinor,
    pe: r.peerReview,
  }));
  await tx.execute(sql`
    insert into studies (contract_id, reference_hash, modality, tier, images_at, preliminary_at, final_at, month, turnaround_seconds,
      commitment_minutes, within, price_minor, peer_review, submitted_by_side, submitted_by, api_key_id)
    select ${contractId}, r.h, r.m, r.t, r.i, r.p, r.f, r.mo, r.s, r.c, r.w, r.pr, r.pe, ${by.side}, ${by.userId}, ${by.apiKeyId}::uuid
    from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
      as r(h text, m text, t text, i timestamptz, p timestamptz, f timestamptz, mo date, s integer, c integer, w boolean, pr bigint, pe text)
    on conflict (contract_id, reference_hash) do update set
      modality = excluded.modality, tier = excluded.tier, images_at = excluded.images_at, preliminary_at = excluded.preliminary_at,
      final_at = excluded.final_at, month = excluded.month, turnaround_seconds = excluded.turnaround_seconds,
      commitment_minutes = excluded.commitment_minutes, within = excluded.within, price_minor = excluded.price_minor,
      peer_review = excluded.peer_review, submitted_by = excluded.submitted_by, api_key_id = excluded.api_key_id,
      resolution = case when studies.status = 'disputed' then 'corrected' else studies.resolution end,
      resolved_at = case when studies.status = 'disputed' then now() else studies.resolved_at end,
      status = 'recorded', updated_at = now()`);
}

const significant = sql.raw(SIGNIFICANT_SCORES.map((s) => `'${s}'`).join(","));
const buckets = sql.raw(
  [...DISTRIBUTION_BOUNDS.map((b, i) => {
    const low = i === 0 ? null : DISTRIBUTION_BOUNDS[i - 1]!;
    const cond = `turnaround_seconds <= commitment_minutes * ${60 * b}${low === null ? "" : ` and turnaround_seconds > commitment_minutes * ${60 * low}`}`;
    return `(count(*) filter (where ${cond}))::int`;
  }), `(count(*) filter (where turnaround_seconds > commitment_minutes * ${60 * DISTRIBUTION_BOUNDS.at(-1)!}))::int`].join(", "),
);

/**
 * Recomputes a contract's monthly figures for the given months from its recorded studies (disputed ones wait for
 * their resolution), in the transaction that changed them: pages read only these rows.
 */
export async function refreshMonths(tx: Tx, contractId: string, months: readonly string[]): Promise<void> {
  if (!months.length) return;
  const list = listParam(months);
  const inMonths = sql`contract_id = ${contractId} and month = any(string_to_array(${list}, ',')::date[])`;
  await tx.execute(sql`delete from study_months where ${inMonths}`);
  await tx.execute(sql`delete from study_month_tiers where ${inMonths}`);
  await insertMonthFigures(tx, inMonths);
}

/**
 * Adds the monthly figures of the studies `where` selects, per line and per tier (the months must have none yet):
 * `refreshMonths` for one contract's months, the scale seed for many contracts at once.
 */
export async function insertMonthFigures(tx: Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    insert into study_months (contract_id, month, modality, tier, studies, within, fees_minor, turnaround_seconds, reviewed, significant)
    select contract_id, month, modality, tier, count(*), count(*) filter (where within), sum(price_minor), sum(turnaround_seconds), count(peer_review),
      count(*) filter (where peer_review in (${significant}))
    from studies where ${where} and status = 'recorded' group by contract_id, month, modality, tier`);
  await tx.execute(sql`
    insert into study_month_tiers (contract_id, month, tier, commitment_minutes, p50, p90, p95, distribution, disputed)
    select contract_id, month, tier, max(commitment_minutes),
      coalesce(percentile_disc(0.5) within group (order by turnaround_seconds) filter (where status = 'recorded'), 0),
      coalesce(percentile_disc(0.9) within group (order by turnaround_seconds) filter (where status = 'recorded'), 0),
      coalesce(percentile_disc(0.95) within group (order by turnaround_seconds) filter (where status = 'recorded'), 0),
      array[${buckets}], (count(*) filter (where status = 'disputed'))::int
    from studies where ${where} group by contract_id, month, tier`);
}

/**
 * A provider's figures for the directory over the 12 months from `from`: its recorded studies on every contract,
 * their median turnaround and how many were within their commitment. Kept on the provider's row.
 */
export async function refreshProviderMeasures(tx: Tx, providerId: string, from: string): Promise<void> {
  await tx.execute(sql`
    update providers p set measured_studies = m.n, measured_within = m.within, measured_from = ${from},
      measured_tat_minutes = case when m.n > 0 then round(m.median / 60.0)::int end
    from (
      select count(*)::int as n, (count(*) filter (where s.within))::int as within,
        percentile_disc(0.5) within group (order by s.turnaround_seconds) as median
      from studies s join contracts c on c.id = s.contract_id
      where c.provider_id = ${providerId} and s.month >= ${from} and s.status = 'recorded'
    ) m
    where p.id = ${providerId}`);
}

export async function findStudy(db: Conn, contractId: string, studyId: string): Promise<StudyRow | null> {
  const [row] = await db.select().from(studies).where(and(eq(studies.contractId, contractId), eq(studies.id, studyId)));
  return row ?? null;
}

export async function updateStudy(tx: Tx, id: string, set: Partial<typeof studies.$inferInsert>): Promise<void> {
  await tx
    .update(studies)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(studies.id, id));
}
