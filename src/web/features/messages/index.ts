export * from "./routes";
export { ThreadPanel } from "./thread-panel";
export { MessagesLink } from "./messages-link";
