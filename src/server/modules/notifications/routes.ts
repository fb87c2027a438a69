import { createRoute } from "@hono/zod-openapi";
import {
  NotificationListSchema,
  NotificationSettingsSchema,
  UnsubscribeQuery,
  UnsubscribeSchema,
  UpdateNotificationSettingsInput,
} from "@/shared/contracts/notifications";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { getSettings, listNotifications, markAllRead, markRead, unsubscribe, unsubscribeInfo, updateSettings } from "./service";

/** Mail preferences, the bell's notifications and unsubscribe links (issue 17). */
export function registerNotificationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me/notifications",
      operationId: "getNotificationSettings",
      tags: ["notifications"],
      summary: "The signed-in user's mail preferences and digest time zone",
      middleware: [signedIn] as const,
      responses: { 200: json(NotificationSettingsSchema, "Which kinds of mail are sent"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await getSettings(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/me/notifications",
      operationId: "updateNotificationSettings",
      tags: ["notifications"],
      summary: "Switch kinds of mail on or off, or change the daily digest's time zone",
      description: "Security mail (confirmation, password reset) has no kind and is always sent.",
      request: { body: jsonBody(UpdateNotificationSettingsInput) },
      responses: { 200: json(NotificationSettingsSchema, "The settings now"), 400: errorBody("Unknown kind or time zone"), 401: errorBody("Not signed in") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await updateSettings(c.get("ctx"), c.get("actor"), c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/notifications",
      operationId: "listNotifications",
      tags: ["notifications"],
      summary: "The latest notifications of the signed-in user, and how many are unread",
      middleware: [signedIn] as const,
      responses: { 200: json(NotificationListSchema, "Newest first"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await listNotifications(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/notifications/{id}/read",
      operationId: "markNotificationRead",
      tags: ["notifications"],
      summary: "Mark one notification read",
      request: { params: IdParams },
      responses: { 204: { description: "Read" }, 400: errorBody("Invalid id"), 401: errorBody("Not signed in"), 404: errorBody("Not one of the user's notifications") },
    }),
    async (c) => {
      signedIn.check(c);
      await markRead(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/notifications/read-all",
      operationId: "markAllNotificationsRead",
      tags: ["notifications"],
      summary: "Mark every notification read",
      middleware: [signedIn] as const,
      responses: { 204: { description: "Read" }, 401: errorBody("Not signed in") },
    }),
    async (c) => {
      await markAllRead(c.get("ctx"), c.get("actor"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/unsubscribe",
      operationId: "describeUnsubscribe",
      tags: ["notifications"],
      summary: "What an unsubscribe link would switch off (no sign-in)",
      request: { query: UnsubscribeQuery },
      responses: { 200: json(UnsubscribeSchema, "The kind of mail and the address"), 400: errorBody("Invalid or expired link") },
    }),
    async (c) => c.json(await unsubscribeInfo(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/unsubscribe",
      operationId: "unsubscribe",
      tags: ["notifications"],
      summary: "Switch off the kind of mail an unsubscribe link names (no sign-in; RFC 8058 one-click)",
      description: "The signed token in the query is the authority: mail clients POST `List-Unsubscribe=One-Click` without an Origin, and the body is ignored.",
      request: { query: UnsubscribeQuery },
      responses: { 200: json(UnsubscribeSchema, "Switched off"), 400: errorBody("Invalid or expired link") },
    }),
    async (c) => c.json(await unsubscribe(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );
}
