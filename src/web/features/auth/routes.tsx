import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "@/web/root-route";

const redirectSearch = z.object({ redirect: z.string().optional(), error: z.string().optional() });

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/sign-in",
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import("./sign-in-page"), "SignInPage"),
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/sign-up",
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
  validateSearch: z.object({ token: z.string().optional(), error: z.string().optional() }),
  component: lazyRouteComponent(() => import("./reset-password-page"), "ResetPasswordPage"),
});
