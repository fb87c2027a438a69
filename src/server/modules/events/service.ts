import { eventLabel } from "@/shared/contracts/event-actions";
import type { ActivityEvent, ActivityPage, AdminActivityQuery } from "@/shared/contracts/events";
import { pageOf } from "@/shared/contracts/common";
import { REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { activityRefusal, activityScope, actorEmailShown } from "@/shared/policy/events";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce, NotFound } from "../../errors";
import { findRequest } from "../requests/repo";
import * as repo from "./repo";
import { bidVisibility, hiddenFilter } from "../evaluations/access";

const DAY_MS = 86_400_000;

export function toEvent(row: repo.EventRow, scope: "all" | "provider"): ActivityEvent {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    label: eventLabel(row.entityType, row.action),
    actor: { email: actorEmailShown(scope, row.actorRole) ? row.actorEmail : null, role: row.actorRole },
    at: row.at.toISOString(),
    changes: Object.entries(row.changes).map(([field, c]) => ({ field, before: c.before ?? null, after: c.after ?? null })),
    requestId: row.requestId,
  };
}

/**
 * A request's Activity, newest first: every event of it for the owning hospital and admins; a telerad
 * user's own provider's application events only, with hospital users and admins shown by role alone.
 * A deleted request is 404 here (admins read its events on /admin/activity).
 */
export async function requestActivity(ctx: ServiceContext, actor: Actor, { id, page, pageSize }: { id: string; page: number; pageSize: number }): Promise<ActivityPage> {
  enforce(signedInRefusal(actor));
  const request = await findRequest(ctx.db, id);
  if (!request) throw new NotFound(REQUEST_MESSAGES.notFound);
  enforce(activityRefusal(actor, request));
  const scope = activityScope(actor, request)!;
  const visible = scope === "all" ? hiddenFilter(await bidVisibility(ctx.db, actor, request)) : null;
  const filter = { requestId: id, providerId: scope === "provider" ? (actor.providerId as string) : undefined, visibleProviders: visible?.only };
  const { rows, count } = await repo.listRequestEvents(ctx.db, filter, pageSize + 1, (page - 1) * pageSize);
  return pageOf(
    rows.map((r) => toEvent(r, scope)),
    count,
    page,
    pageSize,
  );
}

/** /admin/activity (the adminOnly guard): every event, filtered, newest first. Days are UTC; `to` is included. */
export async function adminActivity(ctx: ServiceContext, _actor: Actor, query: AdminActivityQuery): Promise<ActivityPage> {
  const filter: repo.AdminEventFilter = {
    entityType: query.entityType,
    actor: query.actor || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
  const { rows, count } = await repo.listAdminEvents(ctx.db, filter, query.pageSize + 1, (query.page - 1) * query.pageSize);
  return pageOf(
    rows.map((r) => toEvent(r, "all")),
    count,
    query.page,
    query.pageSize,
  );
}
