import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { CONTRACT_STATUSES } from "@/shared/policy/contracts";
import { definedOnly, searchChoice, searchInt } from "@/web/lib/search-params";
import { rootRoute } from "@/web/root-route";
import type { ContractsSearch } from "./api";

/** The tabs of a contract's page; Terms when absent. Studies and Statement only from the agreement on. */
export const CONTRACT_TABS = ["terms", "studies", "statement", "versions", "messages", "activity"] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

/**
 * A contract page's tab, the page of its Activity or Studies, the Studies' filter and the Statement's month, as the
 * URL keeps them; bad values are dropped.
 */
export interface ContractSearch {
  tab?: Exclude<ContractTab, "terms">;
  page?: number;
  status?: "disputed";
  month?: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const listSearch = (search: Record<string, unknown>): ContractsSearch =>
  definedOnly({ status: searchChoice(search.status, CONTRACT_STATUSES), page: searchInt(search.page, 1, 100_000) });

/** /contracts: the contracts of the organisation the user acts for. */
export const contractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contracts",
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import("./contracts-page"), "ContractsPage"),
});

/** /contracts/{id}: one contract, its terms, studies, statements, versions, messages and activity, and what the viewer may do with it. */
export const contractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contracts/$id",
  validateSearch: (search: Record<string, unknown>): ContractSearch =>
    definedOnly({
      tab: searchChoice(search.tab, CONTRACT_TABS.filter((t) => t !== "terms") as Exclude<ContractTab, "terms">[]),
      page: searchInt(search.page, 1, 100_000),
      status: searchChoice(search.status, ["disputed"] as const),
      month: typeof search.month === "string" && MONTH.test(search.month) ? search.month : undefined,
    }),
  component: lazyRouteComponent(() => import("./contract-page"), "ContractPage"),
});

/** /admin/contracts: every contract, for admins. */
export const adminContractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/contracts",
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import("./admin-contracts-page"), "AdminContractsPage"),
});
