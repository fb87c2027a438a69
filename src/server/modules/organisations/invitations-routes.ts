import { createRoute, z } from "@hono/zod-openapi";
import { InvitationInput, InvitationLinkSchema, InvitationPage, InvitationSchema, InvitationsQuery } from "@/shared/contracts/organisations";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { acceptInvitation, invitationByToken, invite, listInvitations, resendInvitation, revokeInvitation } from "./invitations-service";
import { refused, tags } from "./route-bits";

const InvitationParams = IdParams.extend({
  invitationId: z.string().uuid("Invalid id").openapi({ param: { name: "invitationId", in: "path" } }),
});
const TokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "This invitation does not exist")
    .openapi({ param: { name: "token", in: "path" } }),
});

/** Invitations: an Owner's list, invite, resend and revoke; the link's page and its acceptance (issue 29). */
export function registerInvitationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/organisations/{id}/invitations",
      operationId: "listOrganisationInvitations",
      tags,
      summary: "The organisation's invitations, newest first (Owner)",
      request: { params: IdParams, query: InvitationsQuery },
      responses: { 200: json(InvitationPage, "A page of invitations"), 400: errorBody("Invalid id or paging"), ...refused },
    }),
    async (c) => c.json(await listInvitations(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/organisations/{id}/invitations",
      operationId: "inviteToOrganisation",
      tags,
      summary: "Invite someone by e-mail with a role (Owner): the mail carries a single-use link valid 7 days",
      request: { params: IdParams, body: jsonBody(InvitationInput) },
      responses: {
        201: json(InvitationSchema, "Invited"),
        400: errorBody("An invalid e-mail, a role this kind of organisation does not have, or an account of the wrong kind"),
        ...refused,
        409: errorBody("Already a member, or an invitation is pending"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await invite(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/organisations/{id}/invitations/{invitationId}/resend",
      operationId: "resendOrganisationInvitation",
      tags,
      summary: "Send a pending or expired invitation again with a new link valid 7 days (Owner)",
      request: { params: InvitationParams },
      responses: { 200: json(InvitationSchema, "Sent again"), 400: errorBody("Invalid id"), ...refused, 409: errorBody("Accepted or revoked") },
    }),
    async (c) => c.json(await resendInvitation(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/organisations/{id}/invitations/{invitationId}",
      operationId: "revokeOrganisationInvitation",
      tags,
      summary: "Revoke a pending invitation (Owner): its link stops working",
      request: { params: InvitationParams },
      responses: { 204: { description: "Revoked" }, 400: errorBody("Invalid id"), ...refused, 409: errorBody("Accepted or revoked already") },
    }),
    async (c) => {
      await revokeInvitation(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/invitations/{token}",
      operationId: "getInvitation",
      tags,
      summary: "What an invitation link offers: the organisation, the role, the invited e-mail and whether it can still be accepted",
      request: { params: TokenParams },
      responses: { 200: json(InvitationLinkSchema, "The invitation"), 400: errorBody("Not an invitation link"), 404: errorBody("No such invitation") },
    }),
    async (c) => c.json(await invitationByToken(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/invitations/{token}/accept",
      operationId: "acceptInvitation",
      tags,
      summary: "Join with the invitation's role, signed in with the invited e-mail; a basic account takes the organisation's kind",
      request: { params: TokenParams },
      responses: {
        200: json(z.object({ organisationId: z.string() }), "Joined; the organisation is now the active one"),
        400: errorBody("Not an invitation link"),
        401: errorBody("Not signed in"),
        403: errorBody("Another e-mail, or an account that cannot join this kind of organisation"),
        404: errorBody("No such invitation"),
        409: errorBody("Used, revoked or expired, or already a member"),
      },
    }),
    async (c) => c.json(await acceptInvitation(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

}
