import { createRoute } from "@hono/zod-openapi";
import { DashboardChartsSchema, DashboardSchema, DashboardWaitingSchema } from "@/shared/contracts/dashboards";
import { signedIn } from "../../http/guards";
import { errorBody, json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { readDashboard, readDashboardCharts, readWaiting } from "./service";

const tags = ["dashboards"];

/** The dashboard of the organisation the user acts for (issue 32). */
export function registerDashboardsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/dashboard",
      operationId: "readDashboard",
      tags,
      summary: "The active organisation's counters, each as its definition says",
      description: "Without an active organisation (a basic account, a new one, an admin), `organisation` and `counters` are null.",
      middleware: [signedIn] as const,
      responses: { 200: json(DashboardSchema, "The dashboard"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await readDashboard(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/dashboard/waiting",
      operationId: "readDashboardWaiting",
      tags,
      summary: "What waits for the caller in the active organisation: only the kinds their role may act on, each with its total and first items",
      middleware: [signedIn] as const,
      responses: { 200: json(DashboardWaitingSchema, "What waits"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await readWaiting(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/dashboard/charts",
      operationId: "readDashboardCharts",
      tags,
      summary: "The active organisation's figures by month over the last 12 months, for the dashboard's charts",
      middleware: [signedIn] as const,
      responses: { 200: json(DashboardChartsSchema, "The charts' figures"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await readDashboardCharts(c.get("ctx"), c.get("actor")), 200),
  );
}
