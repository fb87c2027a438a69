import { createRoute, z } from "@hono/zod-openapi";
import { ActivityPageSchema } from "@/shared/contracts/events";
import { MemberPage, MemberRoleInput, MemberSchema, MembersQuery, OrganisationInput, OrganisationSchema, SwitchOrganisationInput } from "@/shared/contracts/organisations";
import { OrganisationSettingsInput } from "@/shared/contracts/evaluations";
import { pagingQuery } from "@/shared/contracts/common";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { registerAdminOrganisationsRoutes } from "./admin-routes";
import { registerInvitationsRoutes } from "./invitations-routes";
import { MemberParams, refused, tags } from "./route-bits";
import { changeMemberRole, createOrganisation, getOrganisation, listMembers, organisationActivity, removeMember, switchOrganisation, updateOrganisation, updateSettings } from "./service";

const ActivityQuery = z.object({ ...pagingQuery(20) }).strict();


/**
 * Organisations, members, invitations (issue 29). Every route names the organisation; a member acts only for
 * their active one (the switcher), whose role decides (shared/policy/organisations.ts); admins may do everything.
 */
export function registerOrganisationsRoutes(app: Router) {
  registerInvitationsRoutes(app);
  registerAdminOrganisationsRoutes(app);
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/organisations",
      operationId: "createOrganisation",
      tags,
      summary: "Create a hospital organisation; the caller (a hospital account) becomes its Owner and acts for it",
      request: { body: jsonBody(OrganisationInput) },
      responses: { 201: json(OrganisationSchema, "Created"), 400: errorBody("A missing name or country, or an invalid website or e-mail"), 401: refused[401], 403: errorBody("Not a hospital account") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await createOrganisation(c.get("ctx"), c.get("actor"), c.req.valid("json")), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/organisations/{id}",
      operationId: "getOrganisation",
      tags,
      summary: "An organisation's profile and the caller's role in it",
      request: { params: IdParams },
      responses: { 200: json(OrganisationSchema, "The organisation"), 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => c.json(await getOrganisation(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/organisations/{id}",
      operationId: "updateOrganisation",
      tags,
      summary: "Change a hospital organisation's profile (Owner)",
      request: { params: IdParams, body: jsonBody(OrganisationInput) },
      responses: { 200: json(OrganisationSchema, "Changed"), 400: errorBody("Invalid"), ...refused, 409: errorBody("A provider organisation's profile is its provider's") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await updateOrganisation(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/organisations/{id}/settings",
      operationId: "updateOrganisationSettings",
      tags,
      summary: "Change a hospital organisation's settings (Owner): whether awards need a second member's approval",
      request: { params: IdParams, body: jsonBody(OrganisationSettingsInput) },
      responses: { 200: json(OrganisationSchema, "Changed"), 400: errorBody("Invalid"), ...refused, 409: errorBody("A provider organisation has no award settings") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await updateSettings(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/organisations/{id}/members",
      operationId: "listOrganisationMembers",
      tags,
      summary: "The organisation's members in the order they joined, with the number of owners",
      request: { params: IdParams, query: MembersQuery },
      responses: { 200: json(MemberPage, "A page of members"), 400: errorBody("Invalid id or paging"), ...refused },
    }),
    async (c) => c.json(await listMembers(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/organisations/{id}/members/{userId}",
      operationId: "changeOrganisationMemberRole",
      tags,
      summary: "Change a member's role (Owner); the last owner cannot be demoted",
      request: { params: MemberParams, body: jsonBody(MemberRoleInput) },
      responses: { 200: json(MemberSchema, "Changed"), 400: errorBody("A role this kind of organisation does not have"), ...refused, 409: errorBody("The last owner") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await changeMemberRole(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/organisations/{id}/members/{userId}",
      operationId: "removeOrganisationMember",
      tags,
      summary: "Remove a member (Owner), or leave (the caller's own id); the last owner can do neither",
      request: { params: MemberParams },
      responses: { 204: { description: "Removed" }, 400: errorBody("Invalid id"), ...refused, 409: errorBody("The last owner") },
    }),
    async (c) => {
      await removeMember(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/organisations/{id}/activity",
      operationId: "getOrganisationActivity",
      tags,
      summary: "The organisation's Activity: profile and membership changes, newest first",
      request: { params: IdParams, query: ActivityQuery },
      responses: { 200: json(ActivityPageSchema, "A page of events"), 400: errorBody("Invalid id or paging"), ...refused },
    }),
    async (c) => c.json(await organisationActivity(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/me/organisation",
      operationId: "switchOrganisation",
      tags,
      summary: "Choose the organisation the user acts for (one they belong to)",
      request: { body: jsonBody(SwitchOrganisationInput) },
      responses: { 204: { description: "Switched" }, 400: errorBody("Invalid id"), 401: errorBody("Not signed in"), 403: errorBody("Not a member") },
    }),
    async (c) => {
      signedIn.check(c);
      await switchOrganisation(c.get("ctx"), c.get("actor"), c.req.valid("json"));
      return c.body(null, 204);
    },
  );

}
