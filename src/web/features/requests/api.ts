import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { BOARD_PAGE_SIZE, type CreateRequestInput, type ReopenRequestInput, type RequestSearchQuery, type UpdateRequestInput } from "@/shared/contracts/requests";
import { type RequestDetail, type RequestPageSchema, type RequestView } from "@/shared/contracts/request-views";
import { del, get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { type BoardSort, DEFAULT_BOARD_SORT } from "./board-search";

export { type BoardSort, DEFAULT_BOARD_SORT } from "./board-search";

/** What the board (and the home page's latest requests) ask GET /api/requests for. */
export type BoardQuery = Pick<RequestSearchQuery, "q" | "country" | "mod" | "status"> & { sort?: BoardSort; page?: number; pageSize?: number };
type RequestPage = z.infer<typeof RequestPageSchema>;

const path = (id: string) => `/api/requests/${encodeURIComponent(id)}`;

function searchRequests(query: BoardQuery): Promise<RequestPage> {
  return get<RequestPage>("/api/requests", {
    q: query.q,
    country: query.country,
    mod: query.mod,
    status: query.status ?? "OPEN",
    sort: query.sort ?? DEFAULT_BOARD_SORT,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? BOARD_PAGE_SIZE,
  });
}

/**
 * Every request query. The server masks by role, so each key carries the viewer (useAuth's `viewer`).
 * Both are always refetched (spec §9: stale time 0).
 */
export const requestQueries = {
  all: queryRoots.requests,
  list: (query: BoardQuery, viewer: string) =>
    queryOptions({ queryKey: [...requestQueries.all, "board", viewer, query] as const, queryFn: () => searchRequests(query), staleTime: 0 }),
  detail: (id: string, viewer: string) =>
    queryOptions({ queryKey: [...requestQueries.all, "detail", viewer, id] as const, queryFn: () => get<RequestDetail>(path(id)), staleTime: 0 }),
};

export const createRequest = (input: CreateRequestInput) => post<RequestView>("/api/requests", input);
export const updateRequest = (id: string, input: UpdateRequestInput) => patch<RequestView>(path(id), input);
export const deleteRequest = (id: string) => del<unknown>(path(id));
export const closeRequest = (id: string) => post<RequestView>(`${path(id)}/close`);
export const reopenRequest = (id: string, deadline?: string) => post<RequestView>(`${path(id)}/reopen`, (deadline ? { deadline } : {}) satisfies ReopenRequestInput);
