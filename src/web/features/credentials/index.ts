export * from "./admin-credentials-routes";
