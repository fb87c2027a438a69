export * from "./routes";
export { moreLabel, RequestStatusBadge } from "./request-bits";
export { RequestEditForm, RequestWizard } from "./request-form";
