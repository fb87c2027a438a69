import type { AdminApplicationRow, AdminProfile, AdminRequestRow, AdminStats, RoleAssignment } from "@/shared/contracts/admin";
import type { ProviderCreateInput, ProviderUpdateInput } from "@/shared/contracts/provider-fields";
import type { Page } from "@/shared/contracts/common";
import type { Provider } from "@/shared/contracts/providers";
import { ApiError, del, get, patch, post } from "@/web/api/client";

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

/** A 400 from the provider form's endpoints, with one message per field. */
export class FieldsError extends ApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(400, "BAD_REQUEST", message);
  }
}

/** Like the shared client, but keeps the per-field messages of a 400 (the shared client keeps only the first). */
export async function saveProvider(id: string | null, body: ProviderCreateInput | ProviderUpdateInput): Promise<Provider> {
  let res: Response;
  try {
    res = await fetch(id ? `/api/admin/providers/${encodeURIComponent(id)}` : "/api/admin/providers", {
      method: id ? "PATCH" : "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Network error: please check your connection and try again.");
  }
  const data = (await res.json().catch(() => null)) as (Provider & { error?: { code?: string; message?: string; fields?: Record<string, string> } }) | null;
  if (!res.ok) {
    const message = data?.error?.message ?? res.statusText ?? "Request failed";
    if (res.status === 400 && data?.error?.fields) throw new FieldsError(message, data.error.fields);
    throw new ApiError(res.status, data?.error?.code ?? String(res.status), message);
  }
  return data as Provider;
}
