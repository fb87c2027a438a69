import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { CreateSavedSearchInput, SavedSearch, SavedSearchList, UpdateSavedSearchInput } from "@/shared/contracts/saved-searches";
import { del, get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

const path = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

/** The signed-in user's saved searches (the key carries the viewer: another user's list is another list). */
export const savedSearchQueries = {
  all: queryRoots.savedSearches,
  list: (viewer: string) => queryOptions({ queryKey: [...queryRoots.savedSearches, viewer] as const, queryFn: () => get<SavedSearchList>("/api/saved-searches") }),
};

export const createSavedSearch = (body: CreateSavedSearchInput) => post<SavedSearch>("/api/saved-searches", body);
export const updateSavedSearch = (id: string, body: UpdateSavedSearchInput) => patch<SavedSearch>(path(id), body);
export const deleteSavedSearch = (id: string) => del<void>(path(id));

/** After a write: the list, and the settings (saving a first search may set the time zone). */
export const refreshSavedSearches = (client: QueryClient) => refreshQueries(client, queryRoots.savedSearches, queryRoots.notifications);
