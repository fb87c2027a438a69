import { createRoute } from "@hono/zod-openapi";
import { MarketHealthSchema } from "@/shared/contracts/market-health";
import { adminOnly } from "../../http/guards";
import { json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { adminErrors } from "../admin/openapi";
import { getMarketHealth, refreshMarketHealth } from "./service";

const description =
  "The last 12 ISO weeks (Monday to Sunday, UTC), the current one last: requests posted, median applications per request, median hours to the first application, share of closed requests awarded, contracts in force, studies measured; and the same over the whole window (its own medians). Read from a snapshot the `market-health` job recomputes every 15 minutes.";

/** /admin's marketplace health (issue 32 §4): admins only, refused before anything else (adminOnly). */
export function registerMarketHealthRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/market-health",
      operationId: "getMarketHealth",
      tags: ["admin"],
      middleware: [adminOnly] as const,
      summary: "Marketplace health: the kept weekly figures and when they were computed",
      description,
      responses: { 200: json(MarketHealthSchema, "The snapshot (computed now if there was none yet)"), ...adminErrors },
    }),
    async (c) => c.json(await getMarketHealth(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/market-health/refresh",
      operationId: "refreshMarketHealth",
      tags: ["admin"],
      middleware: [adminOnly] as const,
      summary: "Recompute the marketplace health figures now",
      description,
      responses: { 200: json(MarketHealthSchema, "The new snapshot"), ...adminErrors },
    }),
    async (c) => c.json(await refreshMarketHealth(c.get("ctx"), c.get("actor")), 200),
  );
}
