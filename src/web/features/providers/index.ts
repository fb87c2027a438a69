export * from "./routes";
export { formatTat, reviewsLabel, shownTurnaround } from "./format";
export { providerQueries } from "./api";
export { ProviderAvatar, ProviderBadges } from "./provider-card";
export { ProviderForm } from "./provider-form";
export { providerEndpoint } from "./provider-form-values";
