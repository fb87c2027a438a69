import { createRoute, z } from "@hono/zod-openapi";
import { ApiKeyListSchema, ApiKeySchema, CreateApiKeyInput, CreatedApiKeySchema } from "@/shared/contracts/studies";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";

const tags = ["organisations"];
const refused = {
  401: errorBody("Not signed in"),
  403: errorBody("Not the organisation's Owner"),
  404: errorBody("No such organisation or key"),
};
const KeyParams = IdParams.extend({ keyId: z.string().uuid("Invalid id").openapi({ param: { name: "keyId", in: "path" } }) });

/** An organisation's API keys for machine clients (issue 31 §3): its Owners list, create and revoke them. */
export function registerApiKeyRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/organisations/{id}/api-keys",
      operationId: "listApiKeys",
      tags,
      summary: "The organisation's API keys, newest first, with when each was last used (Owners)",
      request: { params: IdParams },
      responses: { 200: json(ApiKeyListSchema, "The keys (never their secrets)"), 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => c.json(await listApiKeys(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/organisations/{id}/api-keys",
      operationId: "createApiKey",
      tags,
      summary: "Create a key for machine clients: its secret is in this answer only (Owners)",
      request: { params: IdParams, body: jsonBody(CreateApiKeyInput) },
      responses: { 201: json(CreatedApiKeySchema, "The key, with its secret `key`, shown once"), 400: errorBody("Invalid name"), ...refused, 409: errorBody("Too many active keys") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await createApiKey(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/organisations/{id}/api-keys/{keyId}",
      operationId: "revokeApiKey",
      tags,
      summary: "Revoke a key: calls with it are refused from now on (Owners)",
      request: { params: KeyParams },
      responses: { 200: json(ApiKeySchema, "The key, revoked"), 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => c.json(await revokeApiKey(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );
}
