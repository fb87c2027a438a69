import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "@/web/root-route";

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  component: lazyRouteComponent(() => import("./admin-page"), "AdminPage"),
});

/** /admin/providers keeps its search, HQ country and page in the URL; bad values are dropped. */
const ProvidersSearch = z.object({
  query: z.string().trim().max(200).optional().catch(undefined),
  country: z.string().trim().max(2).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminProvidersSearch = z.infer<typeof ProvidersSearch>;

export const adminProvidersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/providers",
  validateSearch: (search: Record<string, unknown>): AdminProvidersSearch => ProvidersSearch.parse(search),
  component: lazyRouteComponent(() => import("./admin-providers-page"), "AdminProvidersPage"),
});

const ProviderForm = lazyRouteComponent(() => import("./admin-provider-form-page"), "AdminProviderFormPage");
export const adminNewProviderRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/providers/new", component: ProviderForm });
export const adminEditProviderRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/providers/$id/edit", component: ProviderForm });

const RequestForm = lazyRouteComponent(() => import("./admin-request-form-page"), "AdminRequestFormPage");
export const adminNewRequestRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/requests/new", component: RequestForm });
export const adminEditRequestRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/requests/$id/edit", component: RequestForm });
