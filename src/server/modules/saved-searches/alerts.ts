import { ALERT_ITEMS_MAX, ALERT_SCAN_MAX, directoryApiQuery, type SavedSearchScope } from "@/shared/contracts/saved-searches";
import { ProviderSearchQuery } from "@/shared/contracts/providers";
import { RequestSearchQuery } from "@/shared/contracts/requests";
import type { RequestView } from "@/shared/contracts/request-views";
import { viewForSignedIn } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import type { Job } from "../../jobs/scheduler";
import { actorForUser } from "../auth/profile-repo";
import { findSettings } from "../notifications/repo";
import { searchFilter } from "../providers/service";
import { boardFilter } from "../requests/service";
import { alertMail, type ProviderMatch } from "./alert-mails";
import { anythingNewSince, newProviderMatches, newRequestMatches, recordHits } from "./alerts-repo";
import { nextDigestAt } from "./digest-time";
import * as repo from "./repo";

/** Items committed up to this long after their created_at are still found by the next alert (hits keep them unique). */
export const LATE_COMMIT_MARGIN_MS = 10 * 60 * 1000;
const BATCH = 200;

type SearchRow = repo.SavedSearchRow;

interface Found {
  ids: string[];
  /** The mail's items among the fresh ids. */
  pick(fresh: Set<string>): { requests: RequestView[] } | { providers: ProviderMatch[] };
}

/** The new matches of a search, read as its owner may see them (a telerad's board hides the facility, so does its search). */
async function newMatches(tx: Tx, search: SearchRow, actor: Actor, since: Date, now: Date): Promise<Found> {
  const limit = ALERT_SCAN_MAX + 1;
  if (search.scope === "requests") {
    const query = RequestSearchQuery.safeParse(search.query);
    const rows = query.success ? await newRequestMatches(tx, boardFilter(actor, query.data), since, search.id, limit) : [];
    return { ids: rows.map((r) => r.id), pick: (fresh) => ({ requests: rows.filter((r) => fresh.has(r.id)).map((r) => viewForSignedIn(r, actor, now)) }) };
  }
  const query = ProviderSearchQuery.safeParse(directoryApiQuery(search.query));
  const rows = query.success ? await newProviderMatches(tx, searchFilter(query.data), since, search.id, limit) : [];
  return { ids: rows.map((r) => r.id), pick: (fresh) => ({ providers: rows.filter((p) => fresh.has(p.id)) }) };
}

/**
 * Alerts one saved search in one transaction: the hits (each item once per search), the mail (outbox) and
 * the search's new window commit together or not at all, and a search another process is alerting is
 * skipped (its row is locked). Returns how many items were sent.
 */
async function alertSearch(db: Db, appUrl: string, id: string, now: Date, mode: "instant" | "daily"): Promise<number> {
  return db.transaction(async (tx) => {
    const search = await repo.claim(tx, id);
    if (!search || search.frequency !== mode) return 0;
    if (mode === "daily" && (!search.nextDigestAt || search.nextDigestAt > now)) return 0;
    const since = new Date(Math.max(search.createdAt.getTime(), search.checkedAt.getTime() - LATE_COMMIT_MARGIN_MS));
    const actor = await actorForUser(tx, search.userId);
    const found = await newMatches(tx, search, actor, since, now);
    const fresh = await recordHits(tx, search.id, found.ids.slice(0, ALERT_SCAN_MAX));
    const timeZone = mode === "daily" ? ((await findSettings(tx, search.userId))?.timeZone ?? "UTC") : undefined;
    await repo.updateSavedSearch(tx, search.id, {
      checkedAt: new Date(),
      ...(fresh.size > 0 ? { lastAlertAt: now } : {}),
      ...(timeZone ? { nextDigestAt: nextDigestAt(now, timeZone) } : {}),
    });
    if (fresh.size === 0 || !actor.email) return 0;
    const listed = new Set(found.ids.filter((id) => fresh.has(id)).slice(0, ALERT_ITEMS_MAX));
    await enqueueMail(tx, alertMail(appUrl, actor.email, search, found.pick(listed), { total: fresh.size, atLeast: found.ids.length > ALERT_SCAN_MAX }));
    return fresh.size;
  });
}

/** Instant alerts: when anything was created in a scope since the last sweep, every instant search of that scope. */
async function sweepInstant(db: Db, appUrl: string, now: Date, lastRunAt: Date | null) {
  const since = lastRunAt ? new Date(lastRunAt.getTime() - LATE_COMMIT_MARGIN_MS) : new Date(0);
  let sent = 0;
  for (const scope of ["requests", "providers"] as SavedSearchScope[]) {
    if (!(await anythingNewSince(db, scope, since))) continue;
    for (let after: string | null = null; ; ) {
      const batch = await repo.instantBatch(db, scope, after, BATCH);
      for (const { id } of batch) sent += await alertSearch(db, appUrl, id, now, "instant");
      if (batch.length < BATCH) break;
      after = batch.at(-1)!.id;
    }
  }
  return { sent };
}

/** Daily digests due at `now`; each due search moves to its next 07:00, whether it had news or not. */
async function sendDigests(db: Db, appUrl: string, now: Date) {
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const batch = (await repo.dueDigests(db, now, BATCH)).filter((s) => !seen.has(s.id));
    for (const { id } of batch) {
      seen.add(id);
      sent += await alertSearch(db, appUrl, id, now, "daily");
    }
    if (batch.length < BATCH) break;
  }
  return { sent };
}

/** The two alert jobs, run under the scheduler's leases. */
export function alertJobs(db: Db, appUrl: string, kickMailer: () => void): Job[] {
  const mailing = async (run: Promise<{ sent: number }>) => {
    const result = await run;
    if (result.sent > 0) kickMailer();
    return result;
  };
  return [
    { name: "alerts-instant", everyMs: 30_000, leaseMs: 5 * 60_000, run: (now, last) => mailing(sweepInstant(db, appUrl, now, last)) },
    { name: "alerts-daily", everyMs: 60_000, leaseMs: 10 * 60_000, run: (now) => mailing(sendDigests(db, appUrl, now)) },
  ];
}
