export { CredentialsSection } from "./credentials-section";
