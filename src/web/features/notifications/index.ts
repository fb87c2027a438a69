export { NotificationBell } from "./notification-bell";
export { NotificationsSection } from "./notifications-section";
export { unsubscribeRoute } from "./routes";
