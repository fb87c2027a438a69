import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Actor } from "@/shared/policy/roles";
import { ApiError, post } from "@/web/api/client";
import { meQuery } from "./me-query";

/** The auth state: loading, signed out (me null) or signed in; `actor` feeds the shared policy checks. */
export function useAuth() {
  const query = useQuery(meQuery);
  const me = query.data ?? null;
  /** The organisation the user acts for, with its name (the switcher's choice). */
  const organisation = (me && me.activeOrganisationId !== null && me.memberships?.find((m) => m.id === me.activeOrganisationId)) || null;
  const actor: Actor = {
    userId: me?.user.id ?? null,
    role: me?.profile.role ?? null,
    providerId: me?.profile.providerId ?? null,
    organisation: organisation && { id: organisation.id, kind: organisation.kind, role: organisation.role },
  };
  return {
    loading: query.isPending,
    me,
    actor,
    role: actor.role,
    providerId: actor.providerId,
    organisation,
    memberships: me?.memberships ?? [],
    /** Part of every query key whose answer depends on who asks, and for which organisation. */
    viewer: actor.userId ? `${actor.userId}${organisation ? `@${organisation.id}` : ""}` : "anonymous",
    refresh: () => query.refetch(),
  };
}

/** Signs out: clears local state at once, then tells the server. A missing session counts as success. */
export function useSignOut() {
  const client = useQueryClient();
  return async (): Promise<"ok" | "warning"> => {
    client.setQueryData(meQuery.queryKey, null);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
    try {
      await post("/api/auth/sign-out");
      return "ok";
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || /session/i.test(error.message))) return "ok";
      return "warning";
    }
  };
}
