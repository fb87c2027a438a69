import { createRoute } from "@hono/zod-openapi";
import { AdminCredentialPageSchema, AdminCredentialSchema, AdminCredentialsQuery, RejectCredentialInput } from "@/shared/contracts/credential-review";
import { adminOnly } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { adminErrors } from "../admin/openapi";
import { listCredentialsForReview, rejectCredential, verifyCredential } from "./review-service";

/** /admin/credentials (issue 16): admins review the credentials providers upload. Non-admins are refused before validation. */
export function registerCredentialReviewRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/credentials",
      operationId: "listCredentialsForReview",
      tags: ["admin", "credentials"],
      middleware: [adminOnly] as const,
      summary: "Credentials of one status with their provider: pending (the default) oldest-waiting first, the others newest decision first",
      description: "Paged (20 a page). `counts` gives each status's total for the tabs, exact up to 1,000 and estimated above.",
      request: { query: AdminCredentialsQuery },
      responses: { 200: json(AdminCredentialPageSchema, "One page of credentials"), ...adminErrors },
    }),
    async (c) => c.json(await listCredentialsForReview(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/credentials/{id}/verify",
      operationId: "verifyCredential",
      tags: ["admin", "credentials"],
      middleware: [adminOnly] as const,
      summary: "Verify a pending or rejected credential; the provider's users are told by e-mail",
      request: { params: IdParams },
      responses: {
        200: json(AdminCredentialSchema, "The verified credential"),
        ...adminErrors,
        404: errorBody("Credential not found"),
        409: errorBody("Already verified"),
      },
    }),
    async (c) => c.json(await verifyCredential(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/credentials/{id}/reject",
      operationId: "rejectCredential",
      tags: ["admin", "credentials"],
      middleware: [adminOnly] as const,
      summary: "Reject a pending or verified credential with a reason (1 to 1000 characters); the provider's users are told why",
      description: "Rejecting a verified credential withdraws its verification at once: it stops counting for eligibility and the public profile.",
      request: { params: IdParams, body: jsonBody(RejectCredentialInput) },
      responses: {
        200: json(AdminCredentialSchema, "The rejected credential"),
        ...adminErrors,
        404: errorBody("Credential not found"),
        409: errorBody("Already rejected"),
      },
    }),
    async (c) => c.json(await rejectCredential(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
    withFieldErrors,
  );
}
