import type { QueryClient } from "@tanstack/react-query";
import type { Application, MyApplicationPage, RequestApplicationPage } from "@/shared/contracts/applications";
import type { ApplicationStatus } from "@/shared/policy/applications";
import { get, patch, post } from "@/web/api/client";

export const applicationKeys = {
  all: ["applications"] as const,
  forRequest: (requestId: string, status: ApplicationStatus | undefined, page: number) => ["applications", "request", requestId, status ?? "ALL", page] as const,
  mine: (requestId: string) => ["applications", "mine", requestId] as const,
  myList: (page: number) => ["applications", "me", page] as const,
};

export const fetchRequestApplications = (requestId: string, status: ApplicationStatus | undefined, page: number, pageSize = 20) =>
  get<RequestApplicationPage>(`/api/requests/${requestId}/applications`, { status, page, pageSize });

export const fetchMyApplicationFor = (requestId: string) => get<{ application: Application | null }>(`/api/requests/${requestId}/applications/mine`);

export const fetchMyApplications = (page: number, pageSize = 10) => get<MyApplicationPage>("/api/me/applications", { page, pageSize });

export const submitApplication = (requestId: string, body: { pricePerCt: number; currency: string; note?: string }) =>
  post<Application>(`/api/requests/${requestId}/applications`, body);

export const changeApplicationStatus = (id: string, status: ApplicationStatus, closeRequest?: boolean) =>
  patch<Application>(`/api/applications/${id}`, closeRequest ? { status, closeRequest } : { status });

/** After any application write: the tables, the apply card, /me/applications and the request views (count, status). */
export function refreshAfterApplicationChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["requests"] }),
  ]);
}
