import { createRoute } from "@hono/zod-openapi";
import { RequestDetailSchema, RequestPageSchema, RequestViewSchema } from "@/shared/contracts/request-views";
import { CreateRequestInput, ReopenRequestInput, RequestSearchQuery, UpdateRequestInput } from "@/shared/contracts/requests";
import { requestWriter } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { EVALUATION_MESSAGES } from "@/shared/contracts/request-evaluation";
import { closeRequest, createRequest, deleteRequest, getRequest, reopenRequest, searchRequests, updateRequest } from "./service";

const writeErrors = {
  400: errorBody("Invalid input"),
  401: errorBody("Not authenticated"),
  403: errorBody("Unauthorized: Admin or Hospital role required, or not the owning hospital"),
  404: errorBody("Request not found"),
};

export function registerRequestsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests",
      operationId: "searchRequests",
      tags: ["requests"],
      summary: "Search requests (masked by role; anonymous callers get 3 country-only teasers)",
      request: { query: RequestSearchQuery },
      responses: { 200: json(RequestPageSchema, "A page of requests"), 400: errorBody("Invalid query") },
    }),
    async (c) => c.json(await searchRequests(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests",
      operationId: "createRequest",
      tags: ["requests"],
      summary: "Create a request (admin or hospital)",
      middleware: [requestWriter] as const,
      request: { body: jsonBody(CreateRequestInput) },
      responses: {
        201: json(RequestViewSchema, "The created request"),
        400: errorBody("Invalid input"),
        401: errorBody("Not authenticated"),
        403: errorBody("Unauthorized: Admin or Hospital role required"),
      },
    }),
    async (c) => c.json(await createRequest(c.get("ctx"), c.get("actor"), c.req.valid("json")), 201),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}",
      operationId: "getRequest",
      tags: ["requests"],
      summary: "One request, as the caller's role may see it",
      request: { params: IdParams },
      responses: { 200: json(RequestDetailSchema, "The request"), 400: errorBody("Malformed id"), 404: errorBody("Request not found") },
    }),
    async (c) => c.json(await getRequest(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/requests/{id}",
      operationId: "updateRequest",
      tags: ["requests"],
      summary: "Update the supplied fields (admin, or the owning hospital)",
      middleware: [requestWriter] as const,
      request: { params: IdParams, body: jsonBody(UpdateRequestInput) },
      responses: { 200: json(RequestViewSchema, "The updated request"), ...writeErrors, 409: errorBody(EVALUATION_MESSAGES.weightsLocked) },
    }),
    async (c) => c.json(await updateRequest(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/requests/{id}",
      operationId: "deleteRequest",
      tags: ["requests"],
      summary: "Delete a request and its applications (admin, or the owning hospital)",
      middleware: [requestWriter] as const,
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...writeErrors },
    }),
    async (c) => {
      await deleteRequest(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/close",
      operationId: "closeRequest",
      tags: ["requests"],
      summary: "Close a request and notify its applicants (admin, or the owning hospital)",
      middleware: [requestWriter] as const,
      request: { params: IdParams },
      responses: { 200: json(RequestViewSchema, "The closed request"), ...writeErrors, 409: errorBody("This request is already closed") },
    }),
    async (c) => c.json(await closeRequest(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/reopen",
      operationId: "reopenRequest",
      tags: ["requests"],
      summary: "Reopen a request (admin, or the owning hospital). A request past its deadline needs a new future deadline, else 409.",
      middleware: [requestWriter] as const,
      request: { params: IdParams, body: jsonBody(ReopenRequestInput, false) },
      responses: {
        200: json(RequestViewSchema, "The reopened request"),
        ...writeErrors,
        409: errorBody("Already open, or the deadline has passed and no new deadline was given"),
      },
    }),
    async (c) => c.json(await reopenRequest(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  );
}
