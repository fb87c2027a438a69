import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "@/web/root-route";

export const myApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/me/applications",
  validateSearch: z.object({ page: z.coerce.number().int().min(1).optional().catch(undefined) }),
  component: lazyRouteComponent(() => import("./my-applications-page"), "MyApplicationsPage"),
});

export const compareApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/$id/compare",
  component: lazyRouteComponent(() => import("./compare-page"), "ComparePage"),
});
