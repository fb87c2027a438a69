import { createRoute, z } from "@hono/zod-openapi";
import { ErrorBody } from "@/shared/contracts/common";
import type { Router } from "../../http/router";
import { getMyProfile, updateMyName } from "./service";

const MeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  profile: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    role: z.enum(["basic", "telerad", "hospital", "admin"]),
    providerId: z.string().nullable(),
    createdAt: z.string(),
  }),
});

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
              schema: z.object({ name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters") }).strict(),
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
