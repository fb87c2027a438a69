import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Comparison, QualityScoreInput } from "@/shared/contracts/application-compare";
import type {
  Application,
  ApplyInput,
  ConfirmApplicationInput,
  MyApplicationForRequest,
  MyApplicationPage,
  RequestApplicationPage,
  StatusChangeInput,
} from "@/shared/contracts/applications";
import type { ApplicationStatus } from "@/shared/policy/applications";
import { get, patch, post, put } from "@/web/api/client";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { queryRoots } from "@/web/lib/query-roots";

const forRequest = (requestId: string) => `/api/requests/${requestId}/applications`;

/** Every application query: a request's table and comparison, the provider's own application to a request, /me/applications. */
export const applicationQueries = {
  all: queryRoots.applications,
  forRequest: (requestId: string, status: ApplicationStatus | undefined, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...applicationQueries.all, "request", requestId, status ?? "ALL", page] as const,
      queryFn: () => get<RequestApplicationPage>(forRequest(requestId), { status, page, pageSize }),
    }),
  mine: (requestId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all, "mine", requestId] as const,
      queryFn: () => get<MyApplicationForRequest>(`${forRequest(requestId)}/mine`),
    }),
  compare: (requestId: string) =>
    queryOptions({ queryKey: [...applicationQueries.all, "compare", requestId] as const, queryFn: () => get<Comparison>(`/api/requests/${requestId}/compare`) }),
  myList: (q: string | undefined, page: number, pageSize: number) =>
    queryOptions({ queryKey: [...applicationQueries.all, "me", { q, page }] as const, queryFn: () => get<MyApplicationPage>("/api/me/applications", { q, page, pageSize }) }),
};

export const submitApplication = (requestId: string, body: ApplyInput) => post<Application>(forRequest(requestId), body);

/** "Confirm Application" after an amendment, with the bid's price as it now stands. */
export const confirmApplication = (id: string, body: ConfirmApplicationInput) => post<Application>(`/api/applications/${id}/confirm`, body);

export const changeApplicationStatus = (id: string, status: ApplicationStatus, closeRequest?: boolean) =>
  patch<Application>(`/api/applications/${id}`, (closeRequest ? { status, closeRequest } : { status }) satisfies StatusChangeInput);

/** The hospital's quality score for a bid (0-10, one decimal); null restores the default from the provider's rating. */
export const setQualityScore = (id: string, qualityScore: number | null) =>
  put<Comparison>(`/api/applications/${id}/quality-score`, { qualityScore } satisfies QualityScoreInput);

/**
 * After any application write: the tables, the apply card, /me/applications, the request views (count, status) and the
 * request's evaluation (an award records a decision, a proposal waits for approval).
 */
export function refreshAfterApplicationChange(queryClient: QueryClient) {
  return refreshQueries(queryClient, applicationQueries.all, queryRoots.requests, queryRoots.evaluations);
}
