import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@/shared/contracts/profiles";
import { ApiError, get } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

async function fetchMe(): Promise<Me | null> {
  try {
    return await get<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/me: the signed-in user, or null when signed out. The one query behind useAuth. */
export const meQuery = queryOptions({ queryKey: queryRoots.me, queryFn: fetchMe, staleTime: 30_000, retry: 1 });
