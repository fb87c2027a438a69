import { createRoute } from "@hono/zod-openapi";
import { ErrorBody } from "@/shared/contracts/common";
import { MeSchema as MeResponse, UpdateMeInput } from "@/shared/contracts/profiles";
import type { Router } from "../../http/router";
import { getMyProfile, updateMyName } from "./service";

export function registerProfilesRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me",
      tags: ["profiles"],
      summary: "The signed-in user and profile",
      responses: {
        200: { description: "Current user", content: { "application/json": { schema: MeResponse } } },
        401: { description: "Not signed in", content: { "application/json": { schema: ErrorBody } } },
      },
    }),
    async (c) => c.json(await getMyProfile(c.get("services").database.db, c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/me",
      tags: ["profiles"],
      summary: "Change the signed-in user's name",
      request: {
        body: {
          required: true,
          content: {
            "application/json": {
              schema: UpdateMeInput,
            },
          },
        },
      },
      responses: {
        200: { description: "Updated", content: { "application/json": { schema: MeResponse } } },
        400: { description: "Invalid", content: { "application/json": { schema: ErrorBody } } },
        401: { description: "Not signed in", content: { "application/json": { schema: ErrorBody } } },
      },
    }),
    async (c) => {
      const { db } = c.get("services").database;
      await updateMyName(db, c.get("actor"), c.req.valid("json").name);
      return c.json(await getMyProfile(db, c.get("actor")), 200);
    },
  );
}
