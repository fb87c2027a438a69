import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@/shared/contracts/profiles";
import { ApiError, get, post } from "@/web/api/client";


export const ME_KEY = ["me"] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await get<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The auth state: loading, signed out (me null) or signed in. */
export function useAuth() {
  const query = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 30_000, retry: 1 });
  const me = query.data ?? null;
  return {
    loading: query.isPending,
    me,
    role: me?.profile.role ?? null,
    providerId: me?.profile.providerId ?? null,
    refresh: () => query.refetch(),
  };
}

/** Signs out: clears local state at once, then tells the server. A missing session counts as success. */
export function useSignOut() {
  const client = useQueryClient();
  return async (): Promise<"ok" | "warning"> => {
    client.setQueryData(ME_KEY, null);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
    try {
      await post("/api/auth/sign-out");
      return "ok";
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || /session/i.test(error.message))) return "ok";
      return "warning";
    }
  };
}
