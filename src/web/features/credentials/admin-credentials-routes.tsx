import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchChoice, searchInt } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

/** /admin/credentials's tab (pending when absent) and page, as its URL keeps them. */
export interface AdminCredentialsSearch {
  status?: "verified" | "rejected";
  page?: number;
}

/** /admin/credentials: admins verify or reject the credentials providers upload; bad search values are dropped. */
export const adminCredentialsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/credentials",
  validateSearch: (search: Record<string, unknown>): AdminCredentialsSearch =>
    definedOnly({
      status: searchChoice(search.status, ["verified", "rejected"] as const),
      page: searchInt(search.page, 1, 100_000),
    }),
  component: lazyRouteComponent(() => import("./admin-credentials-page"), "AdminCredentialsPage"),
});
