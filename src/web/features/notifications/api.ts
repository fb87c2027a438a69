import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { NotificationList, NotificationSettings, Unsubscribe, UpdateNotificationSettingsInput } from "@/shared/contracts/notifications";
import { get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

const root = queryRoots.notifications;
const unsubscribePath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** The bell's list and the mail settings, per viewer; the bell looks again every minute and on focus. */
export const notificationQueries = {
  all: root,
  bell: (viewer: string) =>
    queryOptions({ queryKey: [...root, "bell", viewer] as const, queryFn: () => get<NotificationList>("/api/notifications"), refetchInterval: 60_000, staleTime: 0 }),
  settings: (viewer: string) => queryOptions({ queryKey: [...root, "settings", viewer] as const, queryFn: () => get<NotificationSettings>("/api/me/notifications") }),
  unsubscribe: (token: string) => queryOptions({ queryKey: [...root, "unsubscribe", token] as const, queryFn: () => get<Unsubscribe>(unsubscribePath(token)), retry: false }),
};

export const markRead = (id: string) => post<void>(`/api/notifications/${encodeURIComponent(id)}/read`);
export const markAllRead = () => post<void>("/api/notifications/read-all");
export const updateSettings = (body: UpdateNotificationSettingsInput) => patch<NotificationSettings>("/api/me/notifications", body);
export const unsubscribe = (token: string) => post<Unsubscribe>(unsubscribePath(token));

export const refreshNotifications = (client: QueryClient) => refreshQueries(client, root);
