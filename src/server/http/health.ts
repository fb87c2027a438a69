import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { json } from "./openapi";
import type { Router } from "./router";

const Health = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["pglite", "postgres"]) });

/** GET /api/health: for load balancers and container healthchecks; 503 while the database does not answer. */
export function registerHealthRoute(app: Router, database: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/health",
      operationId: "getHealth",
      tags: ["system"],
      summary: "Whether this process and its database answer",
      security: [],
      responses: { 200: json(Health, "Serving"), 503: json(Health, "The database does not answer") },
    }),
    async (c) => {
      try {
        await database.ping();
        return c.json({ status: "ok" as const, database: database.kind }, 200);
      } catch {
        return c.json({ status: "error" as const, database: database.kind }, 503);
      }
    },
  );
}
