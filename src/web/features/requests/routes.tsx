import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";
import { type BoardSearch, parseBoardSearch } from "./board-search";

export const requestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests",
  validateSearch: (search: Record<string, unknown>): BoardSearch => parseBoardSearch(search),
  component: lazyRouteComponent(() => import("./request-board-page"), "RequestBoardPage"),
});

export const createRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/new",
  component: lazyRouteComponent(() => import("./create-request-page"), "CreateRequestPage"),
});

export const requestDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/$id",
  component: lazyRouteComponent(() => import("./request-detail-page"), "RequestDetailPage"),
});

export const editRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/requests/$id/edit",
  component: lazyRouteComponent(() => import("./edit-request-page"), "EditRequestPage"),
});
