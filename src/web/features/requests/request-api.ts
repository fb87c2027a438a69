import type { Page } from "@/shared/contracts/common";
import { BOARD_PAGE_SIZE, type CreateRequestInput, type RequestStatus, type UpdateRequestInput } from "@/shared/contracts/requests";
import { type RequestDetail, type RequestListItem, type RequestView } from "@/shared/contracts/request-views";
import { del, get, patch, post } from "@/web/api/client";

export type { RequestDetail, RequestListItem, RequestStatus, RequestView };

/** The board's sort dropdown (spec §2, PRODUCT.md #7): exactly these three; Recently Posted is the default. */
export const BOARD_SORTS = ["newest", "budget", "responses"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const DEFAULT_BOARD_SORT: BoardSort = "newest";

export interface BoardQuery {
  q?: string;
  country?: string;
  status?: RequestStatus;
  sort?: BoardSort;
  page?: number;
}

export const requestKeys = {
  all: ["requests"] as const,
  board: (query: BoardQuery, viewer: string) => ["requests", "board", viewer, query] as const,
  detail: (id: string, viewer: string) => ["requests", "detail", viewer, id] as const,
};

export function searchRequests(query: BoardQuery): Promise<Page<RequestListItem>> {
  return get<Page<RequestListItem>>("/api/requests", {
    q: query.q,
    country: query.country,
    status: query.status ?? "OPEN",
    sort: query.sort ?? DEFAULT_BOARD_SORT,
    page: query.page ?? 1,
    pageSize: BOARD_PAGE_SIZE,
  });
}

const path = (id: string) => `/api/requests/${encodeURIComponent(id)}`;

export const getRequest = (id: string) => get<RequestDetail>(path(id));
export const createRequest = (input: CreateRequestInput) => post<RequestView>("/api/requests", input);
export const updateRequest = (id: string, input: UpdateRequestInput) => patch<RequestView>(path(id), input);
export const deleteRequest = (id: string) => del<unknown>(path(id));
export const closeRequest = (id: string) => post<RequestView>(`${path(id)}/close`);
export const reopenRequest = (id: string, deadline?: string) => post<RequestView>(`${path(id)}/reopen`, deadline ? { deadline } : {});
