import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

/** A mail's Unsubscribe link, which works signed out. */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/unsubscribe",
  validateSearch: (search: Record<string, unknown>): { token?: string } => definedOnly({ token: searchText(search.token, 500) }),
  component: lazyRouteComponent(() => import("./unsubscribe-page"), "UnsubscribePage"),
});
