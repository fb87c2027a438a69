import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { EventEntityType } from "@/shared/contracts/event-actions";
import type { ActivityPage } from "@/shared/contracts/events";
import { get } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

/** The timeline loads 10 events at a time; the admin table shows 20 a page. */
const TIMELINE_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 20;

/** /admin/activity's filters, as its URL keeps them. */
export interface ActivitySearch {
  entityType?: EventEntityType;
  actor?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const eventQueries = {
  /** Under the request queries: any request or application write (which refreshes those) refreshes the timeline too. */
  request: (requestId: string, viewer: string) =>
    infiniteQueryOptions({
      queryKey: [...queryRoots.requests, "activity", viewer, requestId] as const,
      queryFn: ({ pageParam }) => get<ActivityPage>(`/api/requests/${encodeURIComponent(requestId)}/activity`, { page: pageParam, pageSize: TIMELINE_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
      staleTime: 0,
    }),
  admin: (search: ActivitySearch) =>
    queryOptions({
      queryKey: [...queryRoots.admin, "activity", search] as const,
      queryFn: () => get<ActivityPage>("/api/admin/activity", { ...search, pageSize: ADMIN_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    }),
};
