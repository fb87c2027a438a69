import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dashboard",
  component: lazyRouteComponent(() => import("./dashboard-page"), "DashboardPage"),
});

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile",
  component: lazyRouteComponent(() => import("./profile-page"), "ProfilePage"),
});
