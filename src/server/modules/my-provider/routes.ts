import { createRoute, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { FieldErrorBody, fieldErrors } from "@/shared/contracts/admin";
import { MyProviderUpdate } from "@/shared/contracts/my-provider";
import { ErrorBody } from "@/shared/contracts/common";
import { ProviderSchema } from "@/shared/contracts/providers";
import { NotAuthenticated } from "../../errors";
import { firstIssue, type Router } from "../../http/router";
import { getMyProvider, updateMyProvider } from "./service";

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

export function registerMyProviderRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/provider/me",
      tags: ["my-provider"],
      summary: "The signed-in telerad user's provider",
      responses: {
        200: json(ProviderSchema, "The provider"),
        401: json(ErrorBody, "Not authenticated"),
        403: json(ErrorBody, "User not associated with a provider"),
      },
    }),
    async (c) => c.json(await getMyProvider(c.get("services").database.db, c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/provider/me",
      tags: ["my-provider"],
      summary: "Edit the signed-in telerad user's provider profile",
      description:
        "Only the supplied fields change. Not editable here: verified, pinned, slug (a new name gives a new slug), rating, review counts. Countries and languages accept codes or English names; modalities and pricing models come from the reference lists. A 400 lists one message per invalid field in `error.fields`.",
      request: { body: { required: true, content: { "application/json": { schema: MyProviderUpdate } } } },
      responses: {
        200: json(ProviderSchema, "The updated provider"),
        400: json(FieldErrorBody, "Invalid fields"),
        401: json(ErrorBody, "Not authenticated"),
        403: json(ErrorBody, "User not associated with a provider"),
      },
    }),
    async (c) => c.json(await updateMyProvider(c.get("services").database.db, c.get("actor"), c.req.valid("json")), 200),
    (result, c) => {
      if (!c.get("actor").userId) throw new NotAuthenticated();
      if (!result.success) {
        const error = result.error as ZodError;
        return c.json({ error: { code: "BAD_REQUEST", message: firstIssue(error), fields: fieldErrors(error) } }, 400);
      }
    },
  );
}
