import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Provider, ProviderListSchema, ProviderPageSchema } from "@/shared/contracts/providers";
import { get, isNotFound } from "@/web/api/client";
import { apiQuery, type DirectorySearch } from "./search";
import { queryRoots } from "@/web/lib/query-roots";

/** A provider by slug or id; null when it does not exist. */
async function fetchProvider(slug: string): Promise<Provider | null> {
  try {
    return await get<Provider>(`/api/providers/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Every public provider query; always refetched (spec §9: stale time 0). */
export const providerQueries = {
  all: queryRoots.providers,
  /** One of the directory's lists (GET /api/providers). */
  list: (search: DirectorySearch, list: "verified" | "others", page: number, pageSize: number) => {
    const q = apiQuery(search, list, page, pageSize);
    return queryOptions({
      queryKey: [...providerQueries.all, "list", q] as const,
      queryFn: () => get<z.infer<typeof ProviderPageSchema>>("/api/providers", q),
      staleTime: 0,
    });
  },
  detail: (slug: string) => queryOptions({ queryKey: [...providerQueries.all, "detail", slug] as const, queryFn: () => fetchProvider(slug), staleTime: 0 }),
  /** Home page "Top Rated Providers" (PRODUCT.md #5). */
  featured: () =>
    queryOptions({
      queryKey: [...providerQueries.all, "featured"] as const,
      queryFn: () => get<z.infer<typeof ProviderListSchema>>("/api/providers/featured"),
      staleTime: 0,
    }),
};
