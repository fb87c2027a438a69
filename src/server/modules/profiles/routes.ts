import { createRoute } from "@hono/zod-openapi";
import { MeSchema, UpdateMeInput } from "@/shared/contracts/profiles";
import { signedIn } from "../../http/guards";
import { errorBody, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { getMyProfile, updateMyName } from "./service";

export function registerProfilesRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me",
      operationId: "getMe",
      tags: ["profiles"],
      summary: "The signed-in user and profile",
      middleware: [signedIn] as const,
      responses: { 200: json(MeSchema, "Current user"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await getMyProfile(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/me",
      operationId: "updateMe",
      tags: ["profiles"],
      summary: "Change the signed-in user's name",
      request: { body: jsonBody(UpdateMeInput) },
      responses: { 200: json(MeSchema, "Updated"), 400: errorBody("Invalid"), 401: errorBody("Not signed in") },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await updateMyName(c.get("ctx"), c.get("actor"), c.req.valid("json")), 200);
    },
  );
}
