import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { ErrorBody } from "@/shared/contracts/common";
import {
  CreateRequestInput,
  ReopenRequestInput,
  RequestDetailSchema,
  RequestPageSchema,
  RequestSearchQuery,
  RequestViewSchema,
  UpdateRequestInput,
} from "@/shared/contracts/requests";
import type { AppEnv } from "../../context";
import type { Router } from "../../http/router";
import {
  assertMayWrite,
  closeRequest,
  createRequest,
  deleteRequest,
  getRequest,
  reopenRequest,
  searchRequests,
  updateRequest,
} from "./service";

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const error = (description: string) => json(ErrorBody, description);

const IdParams = z.object({ id: z.string().uuid("Invalid id").openapi({ param: { name: "id", in: "path" }, example: "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10" }) });

/** Refuses anonymous callers (401) and roles that may not write requests (403) before the body is validated. */
const writers = createMiddleware<AppEnv>(async (c, next) => {
  assertMayWrite(c.get("actor"));
  await next();
});

const writeErrors = {
  400: error("Invalid input"),
  401: error("Not authenticated"),
  403: error("Unauthorized: Admin or Hospital role required, or not the owning hospital"),
  404: error("Request not found"),
};

export function registerRequestsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests",
      tags: ["requests"],
      summary: "Search requests (masked by role; anonymous callers get 3 country-only teasers)",
      request: { query: RequestSearchQuery },
      responses: { 200: json(RequestPageSchema, "A page of requests"), 400: error("Invalid query") },
    }),
    async (c) => c.json(await searchRequests(c.get("services").database.db, c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests",
      tags: ["requests"],
      summary: "Create a request (admin or hospital)",
      middleware: [writers] as const,
      request: { body: { content: { "application/json": { schema: CreateRequestInput } }, required: true } },
      responses: {
        201: json(RequestViewSchema, "The created request"),
        400: error("Invalid input"),
        401: error("Not authenticated"),
        403: error("Unauthorized: Admin or Hospital role required"),
      },
    }),
    async (c) =>
      c.json(await createRequest(c.get("services").database.db, c.get("actor"), c.req.valid("json")), 201),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}",
      tags: ["requests"],
      summary: "One request, as the caller's role may see it",
      request: { params: IdParams },
      responses: {
        200: json(RequestDetailSchema, "The request"),
        400: error("Malformed id"),
        404: error("Request not found"),
      },
    }),
    async (c) => c.json(await getRequest(c.get("services").database.db, c.get("actor"), c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/requests/{id}",
      tags: ["requests"],
      summary: "Update the supplied fields (admin, or the owning hospital)",
      middleware: [writers] as const,
      request: {
        params: IdParams,
        body: { content: { "application/json": { schema: UpdateRequestInput } }, required: true },
      },
      responses: { 200: json(RequestViewSchema, "The updated request"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await updateRequest(c.get("services").database.db, c.get("actor"), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/requests/{id}",
      tags: ["requests"],
      summary: "Delete a request and its applications (admin, or the owning hospital)",
      middleware: [writers] as const,
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...writeErrors },
    }),
    async (c) => {
      await deleteRequest(c.get("services").database.db, c.get("actor"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/close",
      tags: ["requests"],
      summary: "Close a request and notify its applicants (admin, or the owning hospital)",
      middleware: [writers] as const,
      request: { params: IdParams },
      responses: {
        200: json(RequestViewSchema, "The closed request"),
        ...writeErrors,
        409: error("This request is already closed"),
      },
    }),
    async (c) => {
      const { db } = c.get("services").database;
      const view = await closeRequest(db, c.get("actor"), c.req.valid("param").id, c.get("services").config.appUrl);
      c.get("services").mailer.kick();
      return c.json(view, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/reopen",
      tags: ["requests"],
      summary:
        "Reopen a request (admin, or the owning hospital). A request past its deadline needs a new future deadline, else 409.",
      middleware: [writers] as const,
      request: {
        params: IdParams,
        body: { content: { "application/json": { schema: ReopenRequestInput } }, required: false },
      },
      responses: {
        200: json(RequestViewSchema, "The reopened request"),
        ...writeErrors,
        409: error("Already open, or the deadline has passed and no new deadline was given"),
      },
    }),
    async (c) =>
      c.json(
        await reopenRequest(c.get("services").database.db, c.get("actor"), c.req.valid("param").id, c.req.valid("json") ?? {}),
        200,
      ),
  );
}
