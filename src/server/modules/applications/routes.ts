import { createRoute, z } from "@hono/zod-openapi";
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
import { ErrorBody } from "@/shared/contracts/common";
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { Router } from "../../http/router";
import { apply, changeStatus, listForRequest, mineForRequest, myApplications } from "./service";

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const err = (description: string) => json(ErrorBody, description);
const RequestParams = z.object({ id: z.string().uuid("Invalid id").openapi({ param: { name: "id", in: "path" } }) });
const ctxOf = (c: Context<AppEnv>) => ({ db: c.get("services").database.db, appUrl: c.get("services").config.appUrl });

export function registerApplicationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/applications",
      tags: ["applications"],
      summary: "Apply to an open request",
      description:
        "A signed-in user whose profile has a provider applies once per request, ever (a withdrawn application cannot be re-submitted). The request must be OPEN and before its deadline. The hospital is notified by e-mail.",
      request: { params: RequestParams, body: { required: true, content: { "application/json": { schema: ApplyInput } } } },
      responses: {
        201: json(ApplicationSchema, "The new application"),
        400: err("Invalid price, currency or note"),
        401: err("Not authenticated"),
        403: err("User not associated with a provider"),
        404: err("Request not found"),
        409: err("Already applied, or the request is not open"),
      },
    }),
    async (c) => {
      const created = await apply(ctxOf(c), c.get("actor"), c.req.valid("param").id, c.req.valid("json"));
      c.get("services").mailer.kick();
      return c.json(created, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/applications",
      tags: ["applications"],
      summary: "Applications to a request (owning hospital or admin)",
      description: "Newest first, with the provider's id, name and slug; `counts` gives the number per status over the whole request.",
      request: { params: RequestParams, query: RequestApplicationsQuery },
      responses: {
        200: json(RequestApplicationPageSchema, "A page of applications"),
        401: err("Not authenticated"),
        403: err("Not the owning hospital or an admin"),
        404: err("Request not found"),
      },
    }),
    async (c) => c.json(await listForRequest(ctxOf(c), c.get("actor"), c.req.valid("param").id, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/applications/mine",
      tags: ["applications"],
      summary: "The signed-in user's provider's application to a request, or null",
      request: { params: RequestParams },
      responses: { 200: json(MyApplicationForRequestSchema, "The application or null"), 401: err("Not authenticated") },
    }),
    async (c) => c.json(await mineForRequest(ctxOf(c), c.get("actor"), c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/applications/{id}",
      tags: ["applications"],
      summary: "Change an application's status",
      description:
        "Owning hospital or admin: SUBMITTED → SHORTLISTED | DECLINED, SHORTLISTED → AWARDED | DECLINED; with `closeRequest: true` an award also closes the request in the same transaction. The applying provider's users: SUBMITTED | SHORTLISTED → WITHDRAWN while the request is OPEN. Anything else: 403 (not this actor's move) or 409 (not from the current status), and nothing changes.",
      request: { params: RequestParams, body: { required: true, content: { "application/json": { schema: StatusChangeInput } } } },
      responses: {
        200: json(ApplicationSchema, "The updated application"),
        400: err("Invalid status"),
        401: err("Not authenticated"),
        403: err("Not allowed for this user"),
        404: err("Application not found"),
        409: err("Not allowed from the current status, or the request is closed"),
      },
    }),
    async (c) => {
      const updated = await changeStatus(ctxOf(c), c.get("actor"), c.req.valid("param").id, c.req.valid("json"));
      c.get("services").mailer.kick();
      return c.json(updated, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me/applications",
      tags: ["applications"],
      summary: "Applications of the signed-in user's provider",
      description: "Newest first, each with its request's id, title, country and status (never the facility).",
      request: { query: MyApplicationsQuery },
      responses: {
        200: json(MyApplicationPageSchema, "A page of applications"),
        401: err("Not authenticated"),
        403: err("User not associated with a provider"),
      },
    }),
    async (c) => c.json(await myApplications(ctxOf(c), c.get("actor"), c.req.valid("query")), 200),
  );
}
