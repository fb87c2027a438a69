import { queryOptions } from "@tanstack/react-query";
import type { MarketHealth } from "@/shared/contracts/market-health";
import { get, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

/** Marketplace health for admins (issue 32 §4): the kept snapshot, and a recompute on demand. */

const path = "/api/admin/market-health";

/** Under the admin root: an admin's write refreshes it with the rest of the dashboard (it only reads a row). */
export const marketHealthQueries = {
  snapshot: () => queryOptions({ queryKey: [...queryRoots.admin, "market-health"] as const, queryFn: () => get<MarketHealth>(path), staleTime: 60_000 }),
};

/** Recomputes the figures now; the answer is the new snapshot. */
export const refreshMarketHealth = () => post<MarketHealth>(`${path}/refresh`);
