import { createRoute, z } from "@hono/zod-openapi";
import { AdminProviderPageSchema, AdminProvidersQuery } from "@/shared/contracts/admin";
import { FieldErrorBody } from "@/shared/contracts/common";
import { ProviderCreateSchema, ProviderUpdateSchema } from "@/shared/contracts/provider-fields";
import { ProviderSchema } from "@/shared/contracts/providers";
import { errorBody, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { adminErrors } from "./openapi";
import {
  createProvider,
  getAdminProvider,
  listAdminProviders,
  removeProvider,
  toggleProviderFlag,
  updateAdminProvider,
} from "./providers-service";

const IdParam = z.object({ id: z.string().min(1).max(100) });
const notFound = { 404: errorBody("Provider not found") };

const DeleteResult = z.object({ deleted: z.literal(true), applicationsRemoved: z.number(), usersUnlinked: z.number() });

/** Spec §7 admin provider operations; all refuse non-admins with 'Unauthorized: Admin access required'. */
export function registerAdminProviderRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/providers",
      operationId: "listAdminProviders",
      tags: ["admin"],
      summary: "Providers with a count: query on name and description, hqCountry a list; pinned, verified, name (20 a page)",
      request: { query: AdminProvidersQuery },
      responses: { 200: json(AdminProviderPageSchema, "One page of providers"), ...adminErrors },
    }),
    async (c) => c.json(await listAdminProviders(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/providers",
      operationId: "createProvider",
      tags: ["admin"],
      summary: "Create a provider; the slug is generated from the name (-1, -2 ... when taken)",
      request: { body: jsonBody(ProviderCreateSchema) },
      responses: { 201: json(ProviderSchema, "The new provider"), ...adminErrors, 400: json(FieldErrorBody, "Invalid fields, one message per field") },
    }),
    async (c) => c.json(await createProvider(c.get("ctx"), c.get("actor"), c.req.valid("json")), 201),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/providers/{id}",
      operationId: "getAdminProvider",
      tags: ["admin"],
      summary: "One provider by id",
      request: { params: IdParam },
      responses: { 200: json(ProviderSchema, "The provider"), ...adminErrors, ...notFound },
    }),
    async (c) => c.json(await getAdminProvider(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/admin/providers/{id}",
      operationId: "updateProvider",
      tags: ["admin"],
      summary: "Update the supplied fields; the slug is regenerated from the name only when both name and slug are supplied",
      request: { params: IdParam, body: jsonBody(ProviderUpdateSchema) },
      responses: {
        200: json(ProviderSchema, "The updated provider"),
        ...adminErrors,
        400: json(FieldErrorBody, "Invalid fields, one message per field"),
        ...notFound,
        409: errorBody("Slug already used"),
      },
    }),
    async (c) => c.json(await updateAdminProvider(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/admin/providers/{id}",
      operationId: "deleteProvider",
      tags: ["admin"],
      summary: "Delete a provider: its applications are deleted, its users unlinked and set back to basic",
      request: { params: IdParam },
      responses: { 200: json(DeleteResult, "Deleted"), ...adminErrors, ...notFound },
    }),
    async (c) => {
      const outcome = await removeProvider(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.json({ deleted: true as const, ...outcome }, 200);
    },
  );

  for (const [flag, segment, operationId] of [
    ["verified", "verify", "toggleProviderVerified"],
    ["pinned", "pin", "toggleProviderPinned"],
  ] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/api/admin/providers/{id}/${segment}`,
        operationId,
        tags: ["admin"],
        summary: `Toggle ${flag}: flips the current value`,
        request: { params: IdParam },
        responses: { 200: json(ProviderSchema, "The provider with the flag flipped"), ...adminErrors, ...notFound },
      }),
      async (c) => c.json(await toggleProviderFlag(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), flag }), 200),
    );
  }
}
