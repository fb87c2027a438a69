import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Contract, ContractPage, ContractTerms } from "@/shared/contracts/contracts";
import type { ActivityPage } from "@/shared/contracts/events";
import type { ContractStatus } from "@/shared/policy/contracts";
import { get, post, put } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** The lists show 20 a page (the server's default), the Activity 20. */
const LIST_PAGE_SIZE = 20;
const ACTIVITY_PAGE_SIZE = 20;

const root = queryRoots.contracts;
const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

/** /contracts' and /admin/contracts' search, as their URLs keep it. */
export interface ContractsSearch {
  status?: ContractStatus;
  page?: number;
}

/** A paged list keeps showing the previous page while the next loads, and always refetches. */
const paged = { placeholderData: keepPreviousData, staleTime: 0, retry: false } as const;

/** Every contract query. A member's answers depend on the organisation they act for: those keys carry the viewer. */
export const contractQueries = {
  all: root,
  list: (search: ContractsSearch, viewer: string) =>
    queryOptions({ queryKey: [...root, "list", viewer, search] as const, queryFn: () => get<ContractPage>("/api/contracts", { ...search, pageSize: LIST_PAGE_SIZE }), ...paged }),
  admin: (search: ContractsSearch) =>
    queryOptions({ queryKey: [...root, "admin", search] as const, queryFn: () => get<ContractPage>("/api/admin/contracts", { ...search, pageSize: LIST_PAGE_SIZE }), ...paged }),
  detail: (id: string, viewer: string) =>
    queryOptions({ queryKey: [...root, "detail", viewer, id] as const, queryFn: () => get<Contract>(contractPath(id)), staleTime: 0, retry: false }),
  activity: (id: string, page: number, viewer: string) =>
    queryOptions({
      queryKey: [...root, "activity", viewer, id, page] as const,
      queryFn: () => get<ActivityPage>(`${contractPath(id)}/activity`, { page, pageSize: ACTIVITY_PAGE_SIZE }),
      ...paged,
    }),
  /** The contract an awarded application became, if the viewer may read it. */
  byApplication: (applicationId: string, viewer: string) =>
    queryOptions({
      queryKey: [...root, "by-application", viewer, applicationId] as const,
      queryFn: () => get<{ id: string | null }>(`/api/applications/${encodeURIComponent(applicationId)}/contract`),
      staleTime: 60_000,
      retry: false,
    }),
};

/** The PDF of one version, as a download link's address. */
export const versionDocumentUrl = (id: string, versionId: string) => `${contractPath(id)}/versions/${encodeURIComponent(versionId)}/document`;

export const saveDraft = (id: string, terms: ContractTerms) => put<Contract>(`${contractPath(id)}/draft`, { terms });
export const sendContract = (id: string, message?: string) => post<Contract>(`${contractPath(id)}/send`, message ? { message } : {});
export const acceptContract = (id: string, versionId: string) => post<Contract>(`${contractPath(id)}/accept`, { versionId });
export const requestChanges = (id: string, versionId: string, message: string) => post<Contract>(`${contractPath(id)}/request-changes`, { versionId, message });
export const proposeChange = (id: string, body: { terms: ContractTerms; effectiveFrom: string; message?: string }) => post<Contract>(`${contractPath(id)}/changes`, body);
export const answerChange = (id: string, versionId: string, answer: "accept" | "decline", message?: string) =>
  post<Contract>(`${contractPath(id)}/changes/${encodeURIComponent(versionId)}/${answer}`, message ? { message } : {});
export const terminateContract = (id: string, reason: string) => post<Contract>(`${contractPath(id)}/terminate`, { reason });

/** After any contract write: the contract, its activity, the lists and the application links. */
export const refreshContracts = (client: QueryClient) => refreshQueries(client, root);
