import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminApplicationPageSchema, AdminProfile, AdminProviderRow, AdminProfilePageSchema, AdminProvidersQuery, AdminRequestPageSchema, AdminStats, RoleAssignment } from "@/shared/contracts/admin";
import type { ProviderCreateInput, ProviderUpdateInput } from "@/shared/contracts/provider-fields";
import type { Page } from "@/shared/contracts/common";
import type { Provider } from "@/shared/contracts/providers";
import { del, get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

/** The dashboard's lists show 10 rows a page, so the four sections fit on a screen or two. */
export const DASHBOARD_PAGE_SIZE = 10;

/** GET /api/admin/providers; `country` is the HQ country filter (hqCountry). */
export type AdminProviderSearch = Pick<z.input<typeof AdminProvidersQuery>, "query" | "sort"> & { country?: string; page?: number; pageSize?: number };

const providerPath = (id: string) => `/api/admin/providers/${encodeURIComponent(id)}`;

/** The dashboard's lists keep showing the previous page while the next loads, and always refetch. */
const listOptions = { placeholderData: keepPreviousData, staleTime: 0 } as const;

/** Every admin query. Writes invalidate `all`. */
export const adminQueries = {
  all: queryRoots.admin,
  stats: () => queryOptions({ queryKey: [...adminQueries.all, "stats"] as const, queryFn: () => get<AdminStats>("/api/admin/stats"), staleTime: 0 }),
  profiles: (q: string, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all, "profiles", { q, page }] as const,
      queryFn: () => get<z.infer<typeof AdminProfilePageSchema>>("/api/admin/profiles", { q, page, pageSize: DASHBOARD_PAGE_SIZE }),
      ...listOptions,
    }),
  requests: (q: string, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all, "requests", { q, page }] as const,
      queryFn: () => get<z.infer<typeof AdminRequestPageSchema>>("/api/admin/requests", { q, page, pageSize: DASHBOARD_PAGE_SIZE }),
      ...listOptions,
    }),
  applications: (q: string, status: string, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all, "applications", { q, status, page }] as const,
      queryFn: () => get<z.infer<typeof AdminApplicationPageSchema>>("/api/admin/applications", { q, status, page, pageSize: DASHBOARD_PAGE_SIZE }),
      ...listOptions,
    }),
  providers: (search: AdminProviderSearch) =>
    queryOptions({
      queryKey: [...adminQueries.all, "providers", search] as const,
      queryFn: () =>
        get<Page<AdminProviderRow>>("/api/admin/providers", { query: search.query, hqCountry: search.country, sort: search.sort, page: search.page, pageSize: search.pageSize }),
      ...listOptions,
    }),
  provider: (id: string) =>
    queryOptions({ queryKey: [...adminQueries.all, "provider", id] as const, queryFn: () => get<Provider>(providerPath(id)), staleTime: 0, retry: false }),
};

export const assignRole = (userId: string, body: RoleAssignment) => patch<AdminProfile>(`/api/admin/profiles/${encodeURIComponent(userId)}/role`, body);
export const deleteProvider = (id: string) => del<unknown>(providerPath(id));
export const toggleVerified = (id: string) => post<Provider>(`${providerPath(id)}/verify`);
export const togglePinned = (id: string) => post<Provider>(`${providerPath(id)}/pin`);

export const createProvider = (body: ProviderCreateInput) => post<Provider>("/api/admin/providers", body);
export const updateProvider = (id: string, body: ProviderUpdateInput) => patch<Provider>(providerPath(id), body);
