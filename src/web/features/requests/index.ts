export * from "./routes";
export { deleteRequest, requestQueries } from "./api";
export { moreLabel, RequestStatusBadge } from "./request-bits";
export { RequestEditForm, RequestWizard } from "./request-form";
