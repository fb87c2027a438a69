import { createRoute } from "@hono/zod-openapi";
import {
  ApplicationSchema,
  ApplyInput,
  MyApplicationForRequestSchema,
  MyApplicationPageSchema,
  MyApplicationsQuery,
  RequestApplicationPageSchema,
  RequestApplicationsQuery,
  StatusChangeInput,
} from "@/shared/contracts/applications";
import { providerBidder, providerMember, signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { apply, changeStatus, listForRequest, mineForRequest, myApplications } from "./service";
import { registerConfirmRoute } from "./confirm-routes";

/** Every route here validates its input first: a bad input is a 400 whoever sends it, so each handler checks its guard. */
export function registerApplicationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/applications",
      operationId: "applyToRequest",
      tags: ["applications"],
      summary: "Apply to an open request",
      description:
        "A signed-in user whose profile has a provider applies once per request, ever (a withdrawn application cannot be re-submitted). The request must be OPEN and before its deadline. The hospital is notified by e-mail.",
      request: { params: IdParams, body: jsonBody(ApplyInput) },
      responses: {
        201: json(ApplicationSchema, "The new application"),
        400: errorBody("Invalid price, currency or note"),
        401: errorBody("Not authenticated"),
        403: errorBody("User not associated with a provider, or (a licence-required request) its provider has no verified licence for the request's country valid until the deadline"),
        404: errorBody("Request not found"),
        409: errorBody("Already applied, or the request is not open"),
      },
    }),
    async (c) => {
      providerBidder.check(c);
      return c.json(await apply(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/applications",
      operationId: "listRequestApplications",
      tags: ["applications"],
      summary: "Applications to a request (owning hospital or admin)",
      description: "Newest first, with the provider's id, name and slug; `counts` gives the number per status over the whole request.",
      request: { params: IdParams, query: RequestApplicationsQuery },
      responses: {
        200: json(RequestApplicationPageSchema, "A page of applications"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not the owning hospital or an admin"),
        404: errorBody("Request not found"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await listForRequest(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/applications/mine",
      operationId: "getMyApplicationToRequest",
      tags: ["applications"],
      summary: "The signed-in user's provider's application to a request, or null",
      description:
        "`evaluation` is the provider's own points and rank, once the request is closed and the application was awarded or declined (otherwise null); it never carries another bid.",
      request: { params: IdParams },
      responses: { 200: json(MyApplicationForRequestSchema, "The application or null"), 401: errorBody("Not authenticated") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await mineForRequest(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/applications/{id}",
      operationId: "changeApplicationStatus",
      tags: ["applications"],
      summary: "Change an application's status",
      description:
        "Owning hospital or admin: SUBMITTED → SHORTLISTED | DECLINED, SHORTLISTED → AWARDED | DECLINED; with `closeRequest: true` an award also closes the request in the same transaction. The applying provider's users: SUBMITTED | SHORTLISTED → WITHDRAWN while the request is OPEN. Anything else: 403 (not this actor's move) or 409 (not from the current status), and nothing changes.",
      request: { params: IdParams, body: jsonBody(StatusChangeInput) },
      responses: {
        200: json(ApplicationSchema, "The updated application"),
        400: errorBody("Invalid status"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not allowed for this user"),
        404: errorBody("Application not found"),
        409: errorBody("Not allowed from the current status, or the request is closed"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await changeStatus(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me/applications",
      operationId: "listMyApplications",
      tags: ["applications"],
      summary: "Applications of the signed-in user's provider",
      description: "Newest first, each with its request's id, title, country and status (never the facility).",
      request: { query: MyApplicationsQuery },
      responses: {
        200: json(MyApplicationPageSchema, "A page of applications"),
        401: errorBody("Not authenticated"),
        403: errorBody("User not associated with a provider, or (a licence-required request) its provider has no verified licence for the request's country valid until the deadline"),
      },
    }),
    async (c) => {
      providerMember.check(c);
      return c.json(await myApplications(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200);
    },
  );

  registerConfirmRoute(app);
}
