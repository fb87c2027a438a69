import { createRoute, z } from "@hono/zod-openapi";
import { AdminApplicationPageSchema, AdminApplicationsQuery, AdminProfilePageSchema, AdminProfileSchema, AdminProfilesQuery, AdminRequestPageSchema, AdminRequestsQuery, AdminStatsSchema, RoleAssignmentSchema } from "@/shared/contracts/admin";
import { adminOnly } from "../../http/guards";
import { errorBody, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { adminErrors } from "./openapi";
import { registerAdminProviderRoutes } from "./providers-routes";
import { changeRole, getApplications, getProfiles, getRequests, getStats } from "./service";

/**
 * The admin area (spec §2 Admin dashboard, §6, §7 Admin). Every route refuses non-admins on the
 * server; the actor is read from the database on each request, so a role change applies at once.
 */
export function registerAdminRoutes(app: Router) {
  // Refuse before validating, so a non-admin learns nothing about the inputs an admin route takes.
  app.use("/api/admin/*", adminOnly);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/stats",
      operationId: "getAdminStats",
      tags: ["admin"],
      summary: "Dashboard counters: Total Users, Providers, Total Requests, Total Applications",
      responses: { 200: json(AdminStatsSchema, "Counters"), ...adminErrors },
    }),
    async (c) => c.json(await getStats(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/profiles",
      operationId: "listProfiles",
      tags: ["admin"],
      summary: "All profiles, newest first (paged; q searches name and e-mail)",
      request: { query: AdminProfilesQuery },
      responses: { 200: json(AdminProfilePageSchema, "One page of profiles"), ...adminErrors },
    }),
    async (c) => c.json(await getProfiles(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/admin/profiles/{userId}/role",
      operationId: "assignRole",
      tags: ["admin"],
      summary: "Assign a role; telerad needs providerId, any other role clears it; the last admin cannot be demoted",
      request: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: jsonBody(RoleAssignmentSchema),
      },
      responses: {
        200: json(AdminProfileSchema, "The updated profile"),
        ...adminErrors,
        404: errorBody("User not found"),
        409: errorBody("The last admin cannot be demoted"),
      },
    }),
    async (c) => c.json(await changeRole(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/requests",
      operationId: "listAllRequests",
      tags: ["admin"],
      summary: "All requests, newest first (paged; q searches title, facility and country)",
      request: { query: AdminRequestsQuery },
      responses: { 200: json(AdminRequestPageSchema, "One page of requests"), ...adminErrors },
    }),
    async (c) => c.json(await getRequests(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/applications",
      operationId: "listAllApplications",
      tags: ["admin"],
      summary: "All applications with their request and provider, newest first (paged)",
      request: { query: AdminApplicationsQuery },
      responses: { 200: json(AdminApplicationPageSchema, "One page of applications"), ...adminErrors },
    }),
    async (c) => c.json(await getApplications(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  registerAdminProviderRoutes(app);
}
