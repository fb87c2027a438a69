import { type SQL, sql } from "drizzle-orm";
import type { MarketHealthFigures } from "@/shared/contracts/market-health";
import type { Db, Tx } from "../../db/client";
import { marketHealth } from "../../db/market-health-schema";

type Conn = Db | Tx;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const WEEK_SECONDS = 7 * 24 * 60 * 60;
/** The week of a time column, 0 for the window's first: whole weeks since `from` (a Monday, 00:00 UTC). */
const weekOf = (column: SQL, from: Date) =>
  sql`floor(extract(epoch from ${column} - ${from.toISOString()}::timestamptz) / ${WEEK_SECONDS})::int`;

export interface RequestFigures {
  /** The week (0 the first), or null for the whole window. */
  week: number | null;
  posted: number;
  medianBids: number | null;
  medianFirstBidSeconds: number | null;
  closed: number;
  awarded: number;
}

/**
 * The requests posted in [from, to) per week and over the whole window (grouping sets): how many, the median of their
 * applications, the median time to the first application of those that got one, and how many are closed at `now`
 * (CLOSED, or OPEN past the deadline: effectiveStatus) and of those awarded. Reads the window through
 * tenders_created_idx and each request's applications through applications_tender_created_idx.
 */
export async function requestFigures(db: Conn, from: Date, to: Date, now: Date): Promise<RequestFigures[]> {
  const rows = rowsOf<{ week: number | null; posted: number; median_bids: number | null; median_first: number | null; closed: number; awarded: number }>(
    await db.execute(sql`
      with posted as (
        select ${weekOf(sql.raw("t.created_at"), from)} as week,
               a.bids,
               extract(epoch from a.first_at - t.created_at)::float8 as first_seconds,
               (t.status = 'CLOSED' or t.deadline <= ${now.toISOString()}::timestamptz) as closed,
               coalesce(a.awarded, false) as awarded
        from tenders t
        cross join lateral (
          select count(*)::int as bids, min(ap.created_at) as first_at, bool_or(ap.status = 'AWARDED') as awarded
          from applications ap where ap.tender_id = t.id
        ) a
        where t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
      )
      select week,
             count(*)::int as posted,
             percentile_cont(0.5) within group (order by bids) as median_bids,
             percentile_cont(0.5) within group (order by first_seconds) as median_first,
             (count(*) filter (where closed))::int as closed,
             (count(*) filter (where closed and awarded))::int as awarded
      from posted
      group by grouping sets ((week), ())`),
  );
  return rows.map((r) => ({
    week: r.week,
    posted: Number(r.posted),
    medianBids: r.median_bids === null ? null : Number(r.median_bids),
    medianFirstBidSeconds: r.median_first === null ? null : Number(r.median_first),
    closed: Number(r.closed),
    awarded: Number(r.awarded),
  }));
}

/** Studies whose images became available in [from, to), per week (studies_images_idx); weeks without any are left out. */
export async function studiesPerWeek(db: Conn, from: Date, to: Date): Promise<{ week: number; studies: number }[]> {
  const rows = rowsOf<{ week: number; studies: number }>(
    await db.execute(sql`
      select ${weekOf(sql.raw("images_at"), from)} as week, count(*)::int as studies
      from studies
      where images_at >= ${from.toISOString()}::timestamptz and images_at < ${to.toISOString()}::timestamptz
      group by 1`),
  );
  return rows.map((r) => ({ week: Number(r.week), studies: Number(r.studies) }));
}

/**
 * Contracts in force on each of `days` (YYYY-MM-DD): started (active, or since ended or terminated) by the day, not
 * ended before it (an ended contract's end_date is its last day) and not terminated by it (terminates_on is the first
 * day without it). Scheduled contracts never ran; drafts and sent ones were never agreed.
 */
export async function contractsInForce(db: Conn, days: readonly string[]): Promise<Map<string, number>> {
  if (!days.length) return new Map();
  const rows = rowsOf<{ day: string; contracts: number }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(c.id)::int as contracts
      from unnest(string_to_array(${days.join(",")}, ',')::date[]) as d(day)
      left join contracts c
        on c.status in ('active', 'ended', 'terminated')
       and c.start_date <= d.day
       and (c.status <> 'ended' or c.end_date >= d.day)
       and (c.terminates_on is null or c.terminates_on > d.day)
      group by d.day`),
  );
  return new Map(rows.map((r) => [r.day, Number(r.contracts)]));
}

/** Contracts active now. */
export async function activeContracts(db: Conn): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from contracts where status = 'active'`));
  return Number(row?.n ?? 0);
}

export interface Snapshot {
  computedAt: Date;
  figures: MarketHealthFigures;
}

/** The snapshot row, or null before the first run. */
export async function readSnapshot(db: Conn): Promise<Snapshot | null> {
  const [row] = await db.select({ computedAt: marketHealth.computedAt, figures: marketHealth.figures }).from(marketHealth).limit(1);
  return row ?? null;
}

/** Writes the one snapshot row, replacing the one before. */
export async function saveSnapshot(tx: Tx, snapshot: Snapshot): Promise<void> {
  await tx
    .insert(marketHealth)
    .values({ id: true, ...snapshot })
    .onConflictDoUpdate({ target: marketHealth.id, set: { computedAt: snapshot.computedAt, figures: snapshot.figures } });
}
