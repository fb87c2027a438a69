import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchInt, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  component: lazyRouteComponent(() => import("./admin-page"), "AdminPage"),
});

/** /admin/providers keeps its search, HQ country and page in the URL; bad values are dropped. */
export interface AdminProvidersSearch {
  query?: string;
  country?: string;
  page?: number;
}

export const adminProvidersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/providers",
  validateSearch: (search: Record<string, unknown>): AdminProvidersSearch =>
    definedOnly({
      query: searchText(search.query, 200),
      country: searchText(search.country, 2),
      page: searchInt(search.page, 1, 100_000),
    }),
  component: lazyRouteComponent(() => import("./admin-providers-page"), "AdminProvidersPage"),
});

const ProviderForm = lazyRouteComponent(() => import("./admin-provider-form-page"), "AdminProviderFormPage");
export const adminNewProviderRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/providers/new", component: ProviderForm });
export const adminEditProviderRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/providers/$id/edit", component: ProviderForm });

const RequestForm = lazyRouteComponent(() => import("./admin-request-form-page"), "AdminRequestFormPage");
export const adminNewRequestRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/requests/new", component: RequestForm });
export const adminEditRequestRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/requests/$id/edit", component: RequestForm });
