import { OPEN_DATA_MESSAGES as M, type OpenDataQuery, type RecordPackage, type ReleasePackage } from "@/shared/contracts/open-data";
import type { ServiceContext } from "../../context";
import { Invalid, NotFound } from "../../errors";
import * as feed from "./feed-repo";
import { compileReleases } from "./merge";
import { tenderIdOf } from "./ocid";

/**
 * The public OCDS 1.1 feed (issue 35, PRODUCT.md #40): release and record packages of the requests marked for
 * publication now, paged by release date with an opaque cursor. No sign-in: all of it is open data.
 */

/** The OCDS metrics extension, for the measured turnaround (implementation.metrics) and the agreed one (agreedMetrics). */
export const METRICS_EXTENSION = "https://raw.githubusercontent.com/open-contracting-extensions/ocds_metrics_extension/master/extension.json";
/** The data's licence: Creative Commons Attribution 4.0 (docs/open-data.md). */
export const OPEN_DATA_LICENSE = "https://creativecommons.org/licenses/by/4.0/";

function envelope(appUrl: string, uri: string, publishedDate: string) {
  return {
    uri,
    version: "1.1" as const,
    extensions: [METRICS_EXTENSION],
    publishedDate,
    publisher: { name: "RadBridge", uri: appUrl },
    license: OPEN_DATA_LICENSE,
    publicationPolicy: `${appUrl}/api/docs#tag/open-data`,
  };
}

/** The cursor: where the page starts, as base64url of the last release's date and id. */
const encodeCursor = (row: { date: Date; id: string }) => Buffer.from(`${row.date.toISOString()}|${row.id}`, "utf8").toString("base64url");

function decodeCursor(cursor: string | undefined): feed.Window["after"] {
  if (cursor === undefined) return undefined;
  const [date, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const valid = rest.length === 0 && date && id && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(date) && !Number.isNaN(Date.parse(date)) && /^[\w.-]{1,300}$/.test(id);
  if (!valid) throw new Invalid(M.cursor);
  return { date, id };
}

/** A page's own URL, and its next one's. */
function urls(appUrl: string, path: string, q: OpenDataQuery, next: string | null) {
  const url = (cursor: string | undefined) => {
    const params = new URLSearchParams();
    if (q.since) params.set("since", q.since);
    if (q.until) params.set("until", q.until);
    if (cursor) params.set("cursor", cursor);
    params.set("limit", String(q.limit));
    return `${appUrl}${path}?${params}`;
  };
  return { uri: url(q.cursor), ...(next ? { links: { next: url(next) } } : {}) };
}

/** The date of the latest release a package holds ("on demand" packages are dated by their contents), else now. */
const latestOf = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime()), 0) || Date.now()).toISOString();

/** GET /api/ocds/releases */
export async function releasePackage(ctx: ServiceContext, q: OpenDataQuery): Promise<ReleasePackage> {
  const rows = await feed.releasePage(ctx.db, { since: q.since, until: q.until, after: decodeCursor(q.cursor), limit: q.limit });
  const page = rows.slice(0, q.limit);
  const next = rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null;
  const { uri, links } = urls(ctx.appUrl, "/api/ocds/releases", q, next);
  return { ...envelope(ctx.appUrl, uri, latestOf(page.map((r) => r.date))), releases: page.map((r) => r.release), ...(links ? { links } : {}) };
}

function recordsOf(releases: feed.FeedRelease[], order: { ocid: string; tenderId: string }[]) {
  return order.map(({ ocid, tenderId }) => {
    const own = releases.filter((r) => r.ocid === ocid && r.tenderId === tenderId).map((r) => r.release);
    return { ocid, releases: own, compiledRelease: compileReleases(own) };
  });
}

/** GET /api/ocds/records: the ocids whose latest release in the window falls in the page, each with its releases before `until`. */
export async function recordPackage(ctx: ServiceContext, q: OpenDataQuery): Promise<RecordPackage> {
  const { limit } = q;
  const latest = await feed.latestReleasePage(ctx.db, { since: q.since, until: q.until, after: decodeCursor(q.cursor), limit });
  const page = latest.slice(0, limit);
  const next = latest.length > limit ? encodeCursor(page[page.length - 1]!) : null;
  const releases = await feed.releasesOf(ctx.db, page, q.until);
  const { uri, links } = urls(ctx.appUrl, "/api/ocds/records", q, next);
  return { ...envelope(ctx.appUrl, uri, latestOf(page.map((r) => r.date))), records: recordsOf(releases, page), ...(links ? { links } : {}) };
}

/** GET /api/ocds/records/{ocid}: 404 for an ocid unknown, or of a request not published now. */
export async function recordByOcid(ctx: ServiceContext, { ocid }: { ocid: string }): Promise<RecordPackage> {
  const tenderId = tenderIdOf(ocid);
  const releases = tenderId ? await feed.releasesOf(ctx.db, [{ ocid, tenderId }]) : [];
  if (!tenderId || !releases.length) throw new NotFound(M.notFound);
  const uri = `${ctx.appUrl}/api/ocds/records/${encodeURIComponent(ocid)}`;
  return { ...envelope(ctx.appUrl, uri, latestOf(releases.map((r) => r.date))), records: recordsOf(releases, [{ ocid, tenderId }]) };
}
