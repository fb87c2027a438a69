export * from "./admin-credentials-routes";
export { CredentialsSection } from "./credentials-section";
