import { createRoute } from "@hono/zod-openapi";
import { AdminAddMemberInput, AdminOrganisationPage, AdminOrganisationsQuery, MemberSchema } from "@/shared/contracts/organisations";
import { adminOnly } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { listOrganisationsAsAdmin } from "./admin-service";
import { refused } from "./route-bits";
import { addMemberAsAdmin } from "./service";

/** /admin/organisations: every organisation, and adding an existing account to one (admins remove through the members route). */
export function registerAdminOrganisationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/organisations",
      operationId: "adminListOrganisations",
      tags: ["admin"],
      summary: "Every organisation, newest first, searched by name and filtered by kind, with member counts",
      middleware: [adminOnly] as const,
      request: { query: AdminOrganisationsQuery },
      responses: { 200: json(AdminOrganisationPage, "A page of organisations"), 400: errorBody("Invalid query"), 401: refused[401], 403: errorBody("Not an admin") },
    }),
    async (c) => c.json(await listOrganisationsAsAdmin(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/organisations/{id}/members",
      operationId: "adminAddOrganisationMember",
      tags: ["admin"],
      summary: "Add an existing account to an organisation with a role",
      middleware: [adminOnly] as const,
      request: { params: IdParams, body: jsonBody(AdminAddMemberInput) },
      responses: {
        201: json(MemberSchema, "Added"),
        400: errorBody("Invalid e-mail or role"),
        401: refused[401],
        403: errorBody("Not an admin, or an account of the wrong kind"),
        404: errorBody("No such organisation or account"),
        409: errorBody("Already a member"),
      },
    }),
    async (c) => c.json(await addMemberAsAdmin(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201),
    withFieldErrors,
  );
}
