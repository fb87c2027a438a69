import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { EVENT_ENTITY_TYPES } from "@/shared/contracts/event-actions";
import { definedOnly, searchChoice, searchInt, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";
import type { ActivitySearch } from "./api";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const searchDay = (value: unknown) => {
  const text = searchText(value, 10);
  return text && DAY.test(text) ? text : undefined;
};

/** /admin/activity keeps its filters and page in the URL; bad values are dropped. */
export const adminActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/activity",
  validateSearch: (search: Record<string, unknown>): ActivitySearch =>
    definedOnly({
      entityType: searchChoice(search.entityType, EVENT_ENTITY_TYPES),
      actor: searchText(search.actor, 254),
      from: searchDay(search.from),
      to: searchDay(search.to),
      page: searchInt(search.page, 1, 100_000),
    }),
  component: lazyRouteComponent(() => import("./admin-activity-page"), "AdminActivityPage"),
});
