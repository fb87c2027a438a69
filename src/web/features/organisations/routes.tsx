import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ORGANISATION_KINDS } from "@/shared/policy/organisations";
import { definedOnly, searchChoice, searchInt, searchText } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";
import type { AdminOrganisationsSearch } from "./api";

/** The tabs of an organisation's page; Profile when absent. */
export const ORGANISATION_TABS = ["profile", "members", "invitations", "api-keys", "activity"] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

/** An organisation page's tab and the page of its list, as the URL keeps them; bad values are dropped. */
export interface OrganisationSearch {
  tab?: Exclude<OrganisationTab, "profile">;
  page?: number;
}

const organisationSearch = (search: Record<string, unknown>): OrganisationSearch =>
  definedOnly({
    tab: searchChoice(search.tab, ["members", "invitations", "api-keys", "activity"] as const),
    page: searchInt(search.page, 1, 100_000),
  });

/** /organisation: the organisation the user acts for (or how to get one). */
export const organisationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/organisation",
  validateSearch: organisationSearch,
  component: lazyRouteComponent(() => import("./organisation-page"), "OrganisationPage"),
});

/** /invitations/{token}: the link an invitation mail carries; anyone holding it may look. */
export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/invitations/$token",
  component: lazyRouteComponent(() => import("./invitation-page"), "InvitationPage"),
});

/** /admin/organisations keeps its search, kind and page in the URL. */
export const adminOrganisationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/organisations",
  validateSearch: (search: Record<string, unknown>): AdminOrganisationsSearch =>
    definedOnly({
      q: searchText(search.q, 200),
      kind: searchChoice(search.kind, ORGANISATION_KINDS),
      page: searchInt(search.page, 1, 100_000),
    }),
  component: lazyRouteComponent(() => import("./admin-organisations-page"), "AdminOrganisationsPage"),
});

/** /admin/organisations/{id}: one organisation, with the same tabs its members see. */
export const adminOrganisationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/organisations/$id",
  validateSearch: organisationSearch,
  component: lazyRouteComponent(() => import("./admin-organisation-page"), "AdminOrganisationPage"),
});
