import { createRoute } from "@hono/zod-openapi";
import { ActivityPageSchema, AdminActivityQuery, RequestActivityQuery } from "@/shared/contracts/events";
import { adminOnly } from "../../http/guards";
import { errorBody, IdParams, json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { adminErrors } from "../admin/openapi";
import { adminActivity, requestActivity } from "./service";

/** The history's read routes; nothing updates or deletes an event. */
export function registerEventsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/activity",
      operationId: "listRequestActivity",
      tags: ["events"],
      summary: "A request's Activity, newest first: every event for the owning hospital and admins; a telerad user's own application's events only",
      request: { params: IdParams, query: RequestActivityQuery },
      responses: {
        200: json(ActivityPageSchema, "One page of events"),
        400: errorBody("Invalid id or paging"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not the owning hospital, an admin or a provider's user"),
        404: errorBody("Request not found"),
      },
    }),
    async (c) => c.json(await requestActivity(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/activity",
      operationId: "listAllActivity",
      tags: ["admin", "events"],
      summary: "Every event, newest first (admin only), filtered by entity type, actor e-mail and a range of days",
      middleware: [adminOnly] as const,
      request: { query: AdminActivityQuery },
      responses: { 200: json(ActivityPageSchema, "One page of events"), ...adminErrors },
    }),
    async (c) => c.json(await adminActivity(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );
}
