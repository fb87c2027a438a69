import { queryOptions } from "@tanstack/react-query";
import type { Dashboard, DashboardCharts, DashboardWaiting } from "@/shared/contracts/dashboards";
import { get } from "@/web/api/client";

/** Its own root: no other domain refreshes it (its reads are never cached for long). */
const root = ["dashboards"] as const;

/**
 * The dashboard's three reads, asked for at once and shown as each arrives. The answers depend on who asks and for
 * which organisation: `viewer` (useAuth) is in every key.
 */
export const dashboardQueries = {
  summary: (viewer: string) => queryOptions({ queryKey: [...root, viewer, "summary"] as const, queryFn: () => get<Dashboard>("/api/dashboard"), staleTime: 0 }),
  waiting: (viewer: string) => queryOptions({ queryKey: [...root, viewer, "waiting"] as const, queryFn: () => get<DashboardWaiting>("/api/dashboard/waiting"), staleTime: 0 }),
  charts: (viewer: string) => queryOptions({ queryKey: [...root, viewer, "charts"] as const, queryFn: () => get<DashboardCharts>("/api/dashboard/charts"), staleTime: 60_000 }),
};
