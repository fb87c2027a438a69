import { createRoute, lazyRouteComponent, type SearchSchemaInput } from "@tanstack/react-router";
import { definedOnly } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";
import { type DirectorySearchInput, parseDirectorySearch, toUrlSearch } from "./search";

const ProviderProfilePage = lazyRouteComponent(() => import("./provider-profile-page"), "ProviderProfilePage");

export const providersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/providers",
  /**
   * query, country, mod (repeatable), lang (repeatable), verified=1, sort, page: bad values are dropped.
   * Kept in the URL's own form (a one-item list as a plain value); the page reads it with parseDirectorySearch.
   */
  validateSearch: (search: DirectorySearchInput & SearchSchemaInput): DirectorySearchInput =>
    definedOnly(toUrlSearch(parseDirectorySearch(search as unknown as Record<string, unknown>))),
  component: lazyRouteComponent(() => import("./providers-page"), "ProvidersPage"),
});

export const providerBySlugRoute = createRoute({ getParentRoute: () => rootRoute, path: "/providers/$slug", component: ProviderProfilePage });
export const providerByIdRoute = createRoute({ getParentRoute: () => rootRoute, path: "/provider/$slug", component: ProviderProfilePage });
