import type { z } from "zod";
import { ProviderSearchQuery } from "@/shared/contracts/providers";
import { RequestSearchQuery } from "@/shared/contracts/requests";
import {
  type CreateSavedSearchInput,
  DIRECTORY_PAGE_PARAMS,
  directoryApiQuery,
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_MESSAGES as M,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchScope,
  savedSearchPath,
  type UpdateSavedSearchInput,
} from "@/shared/contracts/saved-searches";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { Conflict, Invalid, NotFound } from "../../errors";
import { findSettings, timeZoneIfUnset } from "../notifications/repo";
import { searchFilter } from "../providers/service";
import { nextDigestAt } from "./digest-time";
import * as repo from "./repo";

type Params = Record<string, string | string[]>;
/** Parameters that page through results rather than choose them: not saved. */
const PAGING = new Set(["page", "pageSize"]);

/** The parameters of each scope's page that a saved search keeps (the board's are its API's; paging is not kept). */
const KEPT: Record<SavedSearchScope, readonly string[]> = {
  requests: Object.keys(RequestSearchQuery.shape).filter((k) => !PAGING.has(k)),
  providers: DIRECTORY_PAGE_PARAMS,
};

/** The search's parameters as it will be run: only its page's own, none empty, and each valid (else a 400 naming it). */
function checkedQuery(scope: SavedSearchScope, query: Params): Params {
  const kept: Params = {};
  for (const [key, value] of Object.entries(query)) {
    if (!KEPT[scope].includes(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
    if (values.length > 0) kept[key] = Array.isArray(value) ? values : values[0]!;
  }
  const parsed = (scope === "requests" ? RequestSearchQuery : ProviderSearchQuery).safeParse(scope === "requests" ? kept : directoryApiQuery(kept));
  if (!parsed.success) throw Invalid.fromZod(parsed.error);
  // Countries and languages the directory does not know are refused as its search refuses them.
  if (scope === "providers") searchFilter(parsed.data as z.output<typeof ProviderSearchQuery>);
  return kept;
}

const toSavedSearch = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  query: row.query,
  frequency: row.frequency,
  path: savedSearchPath(row.scope, row.query),
  lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(ctx: ServiceContext, actor: Actor): Promise<SavedSearchList> {
  const rows = await repo.listForUser(ctx.db, actor.userId as string);
  return { data: rows.slice(0, SAVED_SEARCH_MAX).map(toSavedSearch) };
}

/** When a daily search is next due: 07:00 in the user's time zone. */
async function digestTime(tx: Parameters<typeof findSettings>[0], userId: string, frequency: string, now: Date) {
  if (frequency !== "daily") return null;
  return nextDigestAt(now, (await findSettings(tx, userId))?.timeZone ?? "UTC");
}

/** "Save this search": matches are alerted from now on. The browser's time zone becomes the user's if none was chosen. */
export async function createSavedSearch(ctx: ServiceContext, actor: Actor, input: z.output<typeof CreateSavedSearchInput>): Promise<SavedSearch> {
  const userId = actor.userId as string;
  const query = checkedQuery(input.scope, input.query);
  return ctx.db.transaction(async (tx) => {
    if ((await repo.listForUser(tx, userId)).length >= SAVED_SEARCH_MAX) throw new Conflict(M.tooMany);
    if (input.timeZone) await timeZoneIfUnset(tx, userId, input.timeZone);
    const now = new Date();
    const row = await repo.insertSavedSearch(tx, {
      userId,
      scope: input.scope,
      name: input.name,
      query,
      frequency: input.frequency,
      nextDigestAt: await digestTime(tx, userId, input.frequency, now),
    });
    return toSavedSearch(row);
  });
}

/** Rename, or change the frequency: an alert switched back on starts from now. */
export async function updateSavedSearch(ctx: ServiceContext, actor: Actor, { id, ...input }: UpdateSavedSearchInput & { id: string }): Promise<SavedSearch> {
  const userId = actor.userId as string;
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockOwn(tx, userId, id);
    if (!current) throw new NotFound(M.notFound);
    const frequency = input.frequency ?? current.frequency;
    const now = new Date();
    const changed = frequency !== current.frequency;
    const row = await repo.updateSavedSearch(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(changed ? { frequency, nextDigestAt: await digestTime(tx, userId, frequency, now), ...(current.frequency === "off" ? { checkedAt: now } : {}) } : {}),
    });
    return toSavedSearch(row);
  });
}

export async function deleteSavedSearch(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  if (!(await repo.deleteOwn(ctx.db, actor.userId as string, id))) throw new NotFound(M.notFound);
}
