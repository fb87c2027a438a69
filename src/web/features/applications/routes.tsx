import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchInt, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

export const myApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/me/applications",
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } =>
    definedOnly({ q: searchText(search.q, 200), page: searchInt(search.page, 1, Number.MAX_SAFE_INTEGER) }),
  component: lazyRouteComponent(() => import("./my-applications-page"), "MyApplicationsPage"),
});

export const compareApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/$id/compare",
  component: lazyRouteComponent(() => import("./compare-page"), "ComparePage"),
});
