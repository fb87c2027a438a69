import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { AdminCredential, AdminCredentialPage, RejectCredentialInput } from "@/shared/contracts/credential-review";
import type { CredentialStatus } from "@/shared/policy/credentials";
import { get, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

export const ADMIN_CREDENTIALS_PAGE_SIZE = 20;
const root = [...queryRoots.admin, "credentials"] as const;
const path = (id: string, action: "verify" | "reject") => `/api/admin/credentials/${encodeURIComponent(id)}/${action}`;

/** Where a credential's document downloads from (admins and the provider's users only; the server checks). */
export const documentUrl = (id: string) => `/api/credentials/${encodeURIComponent(id)}/document`;

export const adminCredentialQueries = {
  list: (status: CredentialStatus, page: number) =>
    queryOptions({
      queryKey: [...root, { status, page }] as const,
      queryFn: () => get<AdminCredentialPage>("/api/admin/credentials", { status, page, pageSize: ADMIN_CREDENTIALS_PAGE_SIZE }),
      // Another page of the same tab keeps showing the previous one while it loads; another tab shows skeletons.
      placeholderData: (previous, query) => (query?.queryKey[2].status === status ? previous : undefined),
      staleTime: 0,
      retry: false,
    }),
};

export const verifyCredential = (id: string) => post<AdminCredential>(path(id, "verify"));
export const rejectCredential = (id: string, body: RejectCredentialInput) => post<AdminCredential>(path(id, "reject"), body);

/** After a decision: every admin list (the tabs and their counts) and the provider queries (the profile shows verified credentials). */
export const refreshCredentials = (client: QueryClient) => refreshQueries(client, queryRoots.admin, queryRoots.providers, queryRoots.myProvider);
