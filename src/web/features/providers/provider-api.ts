import { useQuery } from "@tanstack/react-query";
import type { Page } from "@/shared/contracts/common";
import type { Provider, ProviderSummary } from "@/shared/contracts/providers";
import { ApiError, get } from "@/web/api/client";
import { apiQuery, type DirectorySearch } from "./search";

export const providerKeys = {
  all: ["providers"] as const,
  list: (q: ReturnType<typeof apiQuery>) => ["providers", "list", q] as const,
  detail: (slug: string) => ["providers", "detail", slug] as const,
  featured: ["providers", "featured"] as const,
};

/** One of the directory's lists (GET /api/providers). Always refetched (spec §9: stale time 0). */
export function useProviderList(search: DirectorySearch, list: "verified" | "others", page: number, pageSize: number, enabled = true) {
  const q = apiQuery(search, list, page, pageSize);
  return useQuery({
    queryKey: providerKeys.list(q),
    queryFn: () => get<Page<ProviderSummary>>("/api/providers", q),
    staleTime: 0,
    enabled,
  });
}

/** A provider by slug or id; null when it does not exist. */
export function useProvider(slug: string) {
  return useQuery({
    queryKey: providerKeys.detail(slug),
    queryFn: async () => {
      try {
        return await get<Provider>(`/api/providers/${encodeURIComponent(slug)}`);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** Home page "Top Rated Providers" (PRODUCT.md #5). */
export function useFeaturedProviders() {
  return useQuery({
    queryKey: providerKeys.featured,
    queryFn: () => get<{ data: ProviderSummary[] }>("/api/providers/featured"),
    staleTime: 0,
  });
}
