import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";

/** /dashboard: the active organisation's figures, what waits for the member, and charts (issue 32). */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dashboard",
  component: lazyRouteComponent(() => import("./dashboard-page"), "DashboardPage"),
});
