import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { Spinner } from "./components/ui/spinner";
import {
  adminEditProviderRoute,
  adminEditRequestRoute,
  adminNewProviderRoute,
  adminNewRequestRoute,
  adminProvidersRoute,
  adminRoute,
} from "./features/admin";
import { compareApplicationsRoute, myApplicationsRoute } from "./features/applications";
import { adminContractsRoute, contractRoute, contractsRoute } from "./features/contracts";
import { adminCredentialsRoute } from "./features/credentials";
import { adminActivityRoute } from "./features/events";
import { forgotPasswordRoute, resetPasswordRoute, signInRoute, signUpRoute } from "./features/auth";
import { dashboardRoute } from "./features/dashboards";
import { homeAliasRoute, homeRoute } from "./features/home";
import { applicationMessagesRoute } from "./features/messages";
import { myProviderRoute } from "./features/my-provider";
import { unsubscribeRoute } from "./features/notifications";
import { adminOrganisationRoute, adminOrganisationsRoute, invitationRoute, organisationRoute } from "./features/organisations";
import { profileRoute } from "./features/profiles";
import { providerByIdRoute, providerBySlugRoute, providersRoute } from "./features/providers";
import { createRequestRoute, editRequestRoute, requestDetailRoute, requestsRoute } from "./features/requests";
import { stringifySearch } from "./lib/search-params";
import { rootRoute } from "./root-route";

const routeTree = rootRoute.addChildren([
  homeRoute,
  homeAliasRoute,
  providersRoute,
  providerBySlugRoute,
  providerByIdRoute,
  myProviderRoute,
  myApplicationsRoute,
  requestsRoute,
  createRequestRoute,
  requestDetailRoute,
  editRequestRoute,
  compareApplicationsRoute,
  applicationMessagesRoute,
  adminRoute,
  adminProvidersRoute,
  adminNewProviderRoute,
  adminEditProviderRoute,
  adminNewRequestRoute,
  adminEditRequestRoute,
  adminActivityRoute,
  adminCredentialsRoute,
  adminOrganisationsRoute,
  adminOrganisationRoute,
  organisationRoute,
  invitationRoute,
  contractsRoute,
  contractRoute,
  adminContractsRoute,
  dashboardRoute,
  profileRoute,
  signInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  unsubscribeRoute,
]);

export function makeRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPendingComponent: () => <Spinner />,
    scrollRestoration: true,
    stringifySearch,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
