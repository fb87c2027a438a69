import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";

export const myProviderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/provider/me",
  component: lazyRouteComponent(() => import("./my-provider-page"), "MyProviderPage"),
});
