import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "@/web/root-route";

/** /applications/{id}/messages: the private conversation of an application between the hospital and the provider. */
export const applicationMessagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/applications/$id/messages",
  component: lazyRouteComponent(() => import("./application-messages-page"), "ApplicationMessagesPage"),
});
