import type {
  AdminApplicationRow,
  AdminProfile,
  AdminRequestRow,
  AdminStats,
  ProviderCreateInput,
  ProviderUpdateInput,
  RoleAssignment,
} from "@/shared/contracts/admin";
import type { Page } from "@/shared/contracts/common";
import type { Provider } from "@/shared/contracts/providers";
import { del, get, patch, post } from "@/web/api/client";

/** The dashboard's lists show 10 rows a page, so the four sections fit on a screen or two. */
export const DASHBOARD_PAGE_SIZE = 10;

export const adminKeys = {
  all: ["admin"] as const,
  stats: () => ["admin", "stats"] as const,
  profiles: (q: string, page: number) => ["admin", "profiles", { q, page }] as const,
  requests: (q: string, page: number) => ["admin", "requests", { q, page }] as const,
  applications: (status: string, page: number) => ["admin", "applications", { status, page }] as const,
  providers: (query: string, country: string, sort: string, page: number) => ["admin", "providers", { query, country, sort, page }] as const,
  provider: (id: string) => ["admin", "provider", id] as const,
  picker: (query: string) => ["admin", "provider-picker", query] as const,
};

export const fetchStats = () => get<AdminStats>("/api/admin/stats");
export const fetchProfiles = (q: string, page: number) => get<Page<AdminProfile>>("/api/admin/profiles", { q, page, pageSize: DASHBOARD_PAGE_SIZE });
export const assignRole = (userId: string, body: RoleAssignment) => patch<AdminProfile>(`/api/admin/profiles/${encodeURIComponent(userId)}/role`, body);
export const fetchRequests = (q: string, page: number) => get<Page<AdminRequestRow>>("/api/admin/requests", { q, page, pageSize: DASHBOARD_PAGE_SIZE });
export const fetchApplications = (status: string, page: number) => get<Page<AdminApplicationRow>>("/api/admin/applications", { status, page, pageSize: DASHBOARD_PAGE_SIZE });
export const deleteRequest = (id: string) => del<unknown>(`/api/requests/${encodeURIComponent(id)}`);

export const fetchProviders = (opts: { query?: string; country?: string; sort?: "admin" | "name"; page?: number; pageSize?: number }) =>
  get<Page<Provider>>("/api/admin/providers", { query: opts.query, hqCountry: opts.country, sort: opts.sort, page: opts.page, pageSize: opts.pageSize });
export const fetchProvider = (id: string) => get<Provider>(`/api/admin/providers/${encodeURIComponent(id)}`);
export const createProvider = (body: ProviderCreateInput) => post<Provider>("/api/admin/providers", body);
export const updateProvider = (id: string, body: ProviderUpdateInput) => patch<Provider>(`/api/admin/providers/${encodeURIComponent(id)}`, body);
export const deleteProvider = (id: string) => del<{ deleted: true; applicationsRemoved: number; usersUnlinked: number }>(`/api/admin/providers/${encodeURIComponent(id)}`);
export const toggleVerified = (id: string) => post<Provider>(`/api/admin/providers/${encodeURIComponent(id)}/verify`);
export const togglePinned = (id: string) => post<Provider>(`/api/admin/providers/${encodeURIComponent(id)}/pin`);
