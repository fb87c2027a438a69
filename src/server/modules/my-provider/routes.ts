import { createRoute } from "@hono/zod-openapi";
import { FieldErrorBody } from "@/shared/contracts/common";
import { MyProviderUpdate } from "@/shared/contracts/my-provider";
import { ProviderSchema } from "@/shared/contracts/providers";
import { providerOwner, providerUser, signedIn } from "../../http/guards";
import { errorBody, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { getMyProvider, updateMyProvider } from "./service";

export function registerMyProviderRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/provider/me",
      operationId: "getMyProvider",
      tags: ["my-provider"],
      summary: "The signed-in telerad user's provider",
      middleware: [providerUser] as const,
      responses: {
        200: json(ProviderSchema, "The provider"),
        401: errorBody("Not authenticated"),
        403: errorBody("User not associated with a provider"),
      },
    }),
    async (c) => c.json(await getMyProvider(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/provider/me",
      operationId: "updateMyProvider",
      tags: ["my-provider"],
      summary: "Edit the signed-in telerad user's provider profile",
      description:
        "Only the supplied fields change. Not editable here: verified, pinned, slug (a new name gives a new slug), rating, review counts. Countries and languages accept codes or English names; modalities and pricing models come from the reference lists. A 400 lists one message per invalid field in `error.fields`.",
      middleware: [signedIn] as const,
      request: { body: jsonBody(MyProviderUpdate) },
      responses: {
        200: json(ProviderSchema, "The updated provider"),
        400: json(FieldErrorBody, "Invalid fields"),
        401: errorBody("Not authenticated"),
        403: errorBody("User not associated with a provider, or not its Owner"),
      },
    }),
    async (c) => {
      providerOwner.check(c);
      return c.json(await updateMyProvider(c.get("ctx"), c.get("actor"), c.req.valid("json")), 200);
    },
    withFieldErrors,
  );
}
