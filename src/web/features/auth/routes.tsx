import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { definedOnly, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";

/** Where to go after signing in, and the error code LinkedIn's sign-in came back with. */
const redirectSearch = (search: Record<string, unknown>): { redirect?: string; error?: string } =>
  definedOnly({ redirect: searchText(search.redirect, 2000), error: searchText(search.error, 200) });

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/sign-in",
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import("./sign-in-page"), "SignInPage"),
});

/** Where the confirmation link leads after sign-up (an invitation's page, say). */
export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/sign-up",
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => definedOnly({ redirect: searchText(search.redirect, 2000) }),
  component: lazyRouteComponent(() => import("./sign-up-page"), "SignUpPage"),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/forgot-password",
  component: lazyRouteComponent(() => import("./forgot-password-page"), "ForgotPasswordPage"),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/reset-password",
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } =>
    definedOnly({ token: searchText(search.token, 2000), error: searchText(search.error, 200) }),
  component: lazyRouteComponent(() => import("./reset-password-page"), "ResetPasswordPage"),
});
