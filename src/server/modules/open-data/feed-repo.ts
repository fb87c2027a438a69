import { and, asc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { openDataReleases } from "../../db/open-data-schema";
import { tenders } from "../../db/schema";

/**
 * The feed's reads (issue 35): pages in (date, id) order of the releases of the requests marked for publication
 * now, walked from a cursor through open_data_releases_date_idx; a record's releases through
 * open_data_releases_tender_idx. None counts or sorts a whole table.
 */

export interface Window {
  /** ISO instants: dated at or after `since`, before `until`. */
  since?: string;
  until?: string;
  /** The page starts after this release (its date, to the millisecond, and id). */
  after?: { date: string; id: string };
  limit: number;
}

export interface FeedRelease {
  id: string;
  ocid: string;
  tenderId: string;
  date: Date;
  release: Record<string, unknown>;
}

const r = openDataReleases;
const columns = { id: r.id, ocid: r.ocid, tenderId: r.tenderId, date: r.date, release: r.release };

function inWindow(w: Window): SQL[] {
  return [
    ...(w.since ? [gte(r.date, new Date(w.since))] : []),
    ...(w.until ? [lt(r.date, new Date(w.until))] : []),
    ...(w.after ? [sql`(${r.date}, ${r.id}) > (${w.after.date}::timestamptz, ${w.after.id})`] : []),
  ];
}

/** Releases of published requests in the window, oldest first, one more than the limit (to know whether more follow). */
export function releasePage(db: Db, w: Window): Promise<FeedRelease[]> {
  return db
    .select(columns)
    .from(r)
    .innerJoin(tenders, and(eq(tenders.id, r.tenderId), eq(tenders.publishOpenData, true)))
    .where(and(...inWindow(w)))
    .orderBy(asc(r.date), asc(r.id))
    .limit(w.limit + 1);
}

/**
 * The latest release in the window of each published ocid, in (date, id) order from the cursor: a release with no
 * later one of its ocid before `until`. One more than the limit.
 */
export function latestReleasePage(db: Db, w: Window): Promise<Omit<FeedRelease, "release">[]> {
  // Written out with its names: a lone table's columns would be rendered bare, and read as the subquery's own.
  const outer = (column: string) => sql.raw(`"open_data_releases"."${column}"`);
  const newer = sql`select 1 from open_data_releases later where later.tender_id = ${outer("tender_id")} and later.ocid = ${outer("ocid")}
    and (later.date, later.id) > (${outer("date")}, ${outer("id")})${w.until ? sql` and later.date < ${w.until}::timestamptz` : sql``}`;
  return db
    .select({ id: r.id, ocid: r.ocid, tenderId: r.tenderId, date: r.date })
    .from(r)
    .innerJoin(tenders, and(eq(tenders.id, r.tenderId), eq(tenders.publishOpenData, true)))
    .where(and(...inWindow(w), sql`not exists (${newer})`))
    .orderBy(asc(r.date), asc(r.id))
    .limit(w.limit + 1);
}

/** Every release of the ocids given (each with its request) dated before `until`, oldest first. */
export async function releasesOf(db: Db, ocids: { ocid: string; tenderId: string }[], until?: string): Promise<FeedRelease[]> {
  if (!ocids.length) return [];
  const ids = ocids.map((o) => o.tenderId).join(",");
  const rows = await db
    .select(columns)
    .from(r)
    .innerJoin(tenders, and(eq(tenders.id, r.tenderId), eq(tenders.publishOpenData, true)))
    .where(and(sql`${r.tenderId} = any(string_to_array(${ids}, ',')::uuid[])`, ...(until ? [lt(r.date, new Date(until))] : [])))
    .orderBy(asc(r.tenderId), asc(r.date), asc(r.id));
  const wanted = new Set(ocids.map((o) => `${o.tenderId} ${o.ocid}`));
  return rows.filter((row) => wanted.has(`${row.tenderId} ${row.ocid}`));
}
