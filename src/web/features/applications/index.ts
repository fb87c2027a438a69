export * from "./routes";
export { ApplicationStatusBadge } from "./application-bits";
export { ApplicationsTable } from "./applications-table";
export { ApplyCard } from "./apply-card";
