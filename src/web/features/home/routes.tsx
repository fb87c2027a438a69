import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";

const HomePage = lazyRouteComponent(() => import("./home-page"), "HomePage");

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: HomePage });
export const homeAliasRoute = createRoute({ getParentRoute: () => rootRoute, path: "/home", component: HomePage });
