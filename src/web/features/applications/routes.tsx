import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchInt } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

export const myApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/me/applications",
  validateSearch: (search: Record<string, unknown>): { page?: number } => definedOnly({ page: searchInt(search.page, 1, Number.MAX_SAFE_INTEGER) }),
  component: lazyRouteComponent(() => import("./my-applications-page"), "MyApplicationsPage"),
});

export const compareApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/$id/compare",
  component: lazyRouteComponent(() => import("./compare-page"), "ComparePage"),
});
