export * from "./routes";
export { formatTat, reviewsLabel } from "./format";
export { LIST_FIELD_OPTIONS } from "./list-field-options";
export { providerQueries } from "./api";
export { ProviderAvatar, ProviderBadges } from "./provider-card";
