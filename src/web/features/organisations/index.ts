export * from "./routes";
export { useSwitchOrganisation } from "./use-switch-organisation";
